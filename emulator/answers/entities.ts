import type { WebDoc } from '../world/types';
import type { Place } from '../world/places';
import type { AnswerEntity } from './types';
import type { CitationBook } from './citations';
import { stableUuid } from '../ids';
import { sentences } from '../text/sentences';
import { imageUrl } from '../render/images';
import { placePageUrl, placePhoto } from '../local/location-result';

/** A place of the world as an `<enum_item>`: linked to its review page, which it also cites. */
export function placeEntity(place: Place, book: CitationBook, origin: string): AnswerEntity {
  const href = placePageUrl(place);
  return {
    uuid: stableUuid('answer-entity', href),
    name: place.name,
    href,
    original_tokens: place.name,
    extra_text: `${place.categories[0] ?? 'Place'} in ${place.district}, rated ${place.rating.toFixed(1)}: ${place.blurb}`,
    instance_of: [...place.categories],
    images: [placePhoto(place, origin, 1)],
    citations: [book.cite(href, place.blurb)],
  };
}

/** A page of the world as an `<enum_item>`, for list-like questions that are not about places. */
export function pageEntity(doc: WebDoc, book: CitationBook, origin: string): AnswerEntity {
  const lead = sentences(doc.body)[0] ?? doc.title;
  return {
    uuid: stableUuid('answer-entity', doc.url),
    name: doc.title,
    href: doc.url,
    original_tokens: doc.title,
    extra_text: lead,
    instance_of: ['web page'],
    images: doc.hasThumbnail
      ? [{ src: imageUrl(origin, `thumb-${doc.id}`), original: `https://${doc.host}/images/${doc.id}.jpg` }]
      : [],
    citations: [book.cite(doc.url, lead)],
  };
}

/** The Markdown bullet an entity becomes when entities are off (and in blocking answers). */
export function entityBullet(entity: AnswerEntity): string {
  return `- [${entity.original_tokens}](${entity.href}): ${entity.extra_text}`;
}
