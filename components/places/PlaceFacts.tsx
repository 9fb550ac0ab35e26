/** The one-line facts under a place's name: category, rating, price range, distance, open now. */
import type { PlaceView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { formatNumber } from '../common/format';

export function PlaceFacts({ place }: { place: PlaceView }) {
  const { category, rating, priceRange, distance, openNow } = place;
  const facts = [
    category && <bdi class="scout-place-category">{category}</bdi>,
    rating && (
      <span class="scout-place-rating">
        {t('placeRating', [formatNumber(rating.value), formatNumber(rating.best)])}
        {rating.count !== undefined && ` ${t('placeRatingCount', formatNumber(rating.count, 0))}`}
      </span>
    ),
    priceRange && <span class="scout-place-price">{t('placePriceRange', priceRange)}</span>,
    distance && (
      <span class="scout-place-distance">
        {t('placeDistance', `${formatNumber(distance.value)} ${distance.units}`)}
      </span>
    ),
    openNow !== undefined && (
      <span class={openNow ? 'scout-open' : 'scout-closed'}>{t(openNow ? 'placeOpenNow' : 'placeClosedNow')}</span>
    ),
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <ul class="scout-place-facts">
      {facts.map((fact, i) => (
        <li key={i}>{fact}</li>
      ))}
    </ul>
  );
}
