import type { Place } from '../world/places';
import { hoursSummary } from './opening-hours';

const PRICE_WORDS: Readonly<Record<Place['price'], string>> = {
  $: 'inexpensive',
  $$: 'moderately priced',
  $$$: 'on the expensive side',
  $$$$: 'a special-occasion splurge',
};

/**
 * The AI-style Markdown description (`###` headings, bullets, bold), or null where the service has none.
 * Built from the place's own data so it never contradicts the POI fields.
 */
export function placeDescription(place: Place): string | null {
  if (place.noDescription) return null;
  const kind = (place.categories[0] ?? 'place').toLowerCase();
  const lines = [
    `### ${place.name}`,
    '',
    `**${place.name}** is a ${kind} in ${place.district}, ${place.city.name}. ${place.blurb}`,
    '',
    '### Highlights',
    '',
    `- **Known for:** ${place.categories.join(', ')}`,
    `- **Rating:** ${place.rating.toFixed(1)} out of 5 from ${place.reviews.toLocaleString('en-US')} reviews`,
    `- **Price:** ${place.price} (${PRICE_WORDS[place.price]})`,
  ];
  if (place.cuisine?.length) lines.push(`- **Cuisine:** ${place.cuisine.join(' & ')}`);
  lines.push('', '### Opening hours', '', ...hoursSummary(place.hours).map((line) => `- ${line}`));
  lines.push(
    '',
    '### Good to know',
    '',
    `Find it at ${place.street}. Call ${place.phone} before visiting on public holidays, when hours may change.`,
  );
  return lines.join('\n');
}
