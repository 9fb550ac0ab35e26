import type { Entity } from '../world/entities';
import { topicPages } from '../world/documents';
import { SITES } from '../world/sites';
import { thumbnail } from './images';
import { profile } from './meta-url';
import { REVIEW_SITE } from '../local/location-result';
import { htmlText, type SectionContext } from './result-base';

/** The entity's page on WikiVerse (the infobox `url`), or its website when the topic has none. */
function wikiUrl(entity: Entity): string {
  return topicPages(entity.topic).find((doc) => doc.host === SITES.wiki?.host)?.url ?? entity.websiteUrl;
}

/** The `infobox` section (§2.3 GraphInfobox) for an entity the query names (A35). */
export function infoboxSection(entity: Entity, context: SectionContext) {
  const url = wikiUrl(entity);
  const ratingUrl = `https://${REVIEW_SITE.host}/reviews/${entity.key}`;
  const result: Record<string, unknown> = {
    type: 'infobox',
    subtype: entity.subtype,
    position: 1,
    label: entity.label,
    category: entity.category,
    title: entity.title,
    url,
    is_source_local: false,
    is_source_both: false,
    description: htmlText(entity.description, context),
    long_desc: htmlText(entity.longDesc, context),
    thumbnail: thumbnail(
      context.origin,
      `infobox-${entity.key}`,
      `https://${new URL(url).hostname}/images/${entity.key}.jpg`,
    ),
    attributes: entity.attributes.map(([label, value]) => [label, value]),
    profiles: [profile('WikiVerse', url, context.origin), profile(entity.title, entity.websiteUrl, context.origin)],
    website_url: entity.websiteUrl,
    ratings: entity.rating
      ? [
          {
            ratingValue: entity.rating.value,
            bestRating: 5,
            reviewCount: entity.rating.reviews,
            profile: { name: REVIEW_SITE.name, url: ratingUrl },
          },
        ]
      : [],
    family_friendly: true,
  };
  return { type: 'graph', results: [result] };
}
