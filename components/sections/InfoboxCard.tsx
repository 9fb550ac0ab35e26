/**
 * The knowledge panel: the entity's name as the section heading (a link when it has a URL), label, image in a
 * fixed box, description, key facts as a description list, ratings, and the official site before other profiles.
 */
import type { InfoboxView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { Favicon } from './Favicon';
import { formatNumber } from '../common/format';
import type { Level } from '../common/Heading';
import { EXTERNAL_LINK, RichText } from '../common/RichText';
import { counted } from './plural';
import { SectionFrame } from './SectionFrame';
import { Thumb } from './Thumb';

function Rating({ rating }: { rating: InfoboxView['ratings'][number] }) {
  const parts = [
    t('infoboxRating', [formatNumber(rating.value), formatNumber(rating.best)]),
    rating.count !== undefined ? counted(rating.count, { one: 'reviewsOne', other: 'reviewsOther' }) : undefined,
  ].filter((part): part is string => part !== undefined);
  return (
    <li>
      {parts.join(' · ')}
      {rating.source && (
        <>
          {' '}
          · <bdi>{rating.source}</bdi>
        </>
      )}
    </li>
  );
}

function Links({ links }: { links: InfoboxView['links'] }) {
  const safe = links.filter((link) => safeHttpUrl(link.url) !== undefined);
  if (safe.length === 0) return null;
  return (
    <ul class="scout-infobox-links" aria-label={t('infoboxLinks')}>
      {safe.map((link) => (
        <li key={link.url}>
          <a href={safeHttpUrl(link.url)} {...EXTERNAL_LINK}>
            <Favicon src={link.favicon} />
            <span>
              {link.official ? (
                <>
                  {t('infoboxOfficialSite')} (<bdi>{link.title}</bdi>)
                </>
              ) : (
                <bdi>{link.title}</bdi>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function InfoboxCard({ infobox, level }: { infobox: InfoboxView; level: Level }) {
  const href = safeHttpUrl(infobox.url);
  const title = <bdi>{infobox.title}</bdi>;
  return (
    <SectionFrame
      heading={
        href === undefined ? (
          title
        ) : (
          <a href={href} {...EXTERNAL_LINK}>
            {title}
          </a>
        )
      }
      level={level}
      class="scout-infobox"
    >
      <Thumb
        src={infobox.image?.src}
        alt={infobox.image?.alt}
        width={96}
        height={96}
        class="scout-thumb-side scout-thumb-square"
      />
      {infobox.label && (
        <p class="scout-infobox-label">
          <bdi>{infobox.label}</bdi>
        </p>
      )}
      {infobox.description.length > 0 && (
        <p class="scout-infobox-description">
          <RichText nodes={infobox.description} />
        </p>
      )}
      {infobox.facts.length > 0 && (
        <dl class="scout-infobox-facts">
          {infobox.facts.map((fact, i) => (
            <div key={i}>
              <dt>
                <bdi>{fact.label}</bdi>
              </dt>
              <dd>
                <bdi>{fact.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {infobox.ratings.length > 0 && (
        <ul class="scout-infobox-ratings">
          {infobox.ratings.map((rating, i) => (
            <Rating key={i} rating={rating} />
          ))}
        </ul>
      )}
      <Links links={infobox.links} />
    </SectionFrame>
  );
}
