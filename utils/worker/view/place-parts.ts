/**
 * Field-by-field readers for a place (LocationResult, docs/api-reference.md §2.4) as utils/worker/api/schemas/location.ts
 * parsed it: types, list caps and coordinate ranges are the schema's; text is cleaned and bounded, URLs allow-listed
 * and numbers range-checked here, which the schema leaves loose.
 */
import type { PlaceView } from '../../contract/view-schemas';
import type { PlaceInput } from './map-place';
import { snippetLine } from '../richtext/snippet';
import { hostnameOf, safeHttpUrl, safeImageUrl } from '../../ui-safe/richtext/links';
import { cleanLine } from '../../ui-safe/richtext/text';

const MAX_PHOTOS = 6;
const MAX_RELATED = 6;

export function nameOf(title: string | undefined): string {
  return snippetLine(title) ?? '';
}

/** OpenStreetMap centred on the place with a marker; built by us from numbers, so always a safe https URL. */
export function osmUrl([lat, lon]: [number, number]): string {
  const la = Number(lat.toFixed(6));
  const lo = Number(lon.toFixed(6));
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}

export function addressOf(value: PlaceInput['postal_address']): string | undefined {
  if (value === undefined) return undefined;
  const display = cleanLine(value.displayAddress, 300);
  if (display !== undefined) return display;
  const locality = [value.postalCode, value.addressLocality].filter((p) => p?.trim()).join(' ');
  const parts = [value.streetAddress, locality, value.addressRegion, value.country].map((p) => cleanLine(p, 120));
  return cleanLine(parts.filter(Boolean).join(', '), 300);
}

/** A Rating (places and the infobox): a value within its scale, which the schema does not check. */
export function ratingOf(value: PlaceInput['rating']): PlaceView['rating'] {
  const rating = value?.ratingValue;
  const best = value?.bestRating ?? 5;
  const count = value?.reviewCount;
  if (rating === undefined || rating < 0 || best <= 0 || rating > best) return undefined;
  return { value: rating, best, ...(count !== undefined && count >= 0 && { count: Math.round(count) }) };
}

/** Display text plus a `tel:` href of digits (and a leading +) only. */
export function phoneOf(contact: PlaceInput['contact']): PlaceView['phone'] {
  const text = cleanLine(contact?.telephone, 40);
  if (text === undefined) return undefined;
  const digits = text.replace(/[^\d]/g, '');
  if (digits.length < 3) return undefined;
  return { text, href: `tel:${text.trimStart().startsWith('+') ? '+' : ''}${digits}` };
}

export function distanceOf(value: PlaceInput['distance']): PlaceView['distance'] {
  const amount = value?.value;
  const units = cleanLine(value?.units, 12);
  return amount !== undefined && amount >= 0 && units !== undefined ? { value: amount, units } : undefined;
}

export function categoryOf(categories: readonly string[], cuisines: readonly string[] = []): string | undefined {
  const first = (list: readonly string[]) => list.find((c) => c.trim());
  return cleanLine(first(categories) ?? first(cuisines), 60);
}

/** Pictures first, then the thumbnail; https only, deduplicated. `alt` is '' when the API has none (the UI labels it). */
export function photosOf(pictures: PlaceInput['pictures'], thumbnail: PlaceInput['thumbnail']): PlaceView['photos'] {
  const photos: PlaceView['photos'] = [];
  for (const picture of [...(pictures?.results ?? []), ...(thumbnail ? [thumbnail] : [])]) {
    const src = safeImageUrl(picture.src);
    if (src === undefined || photos.some((p) => p.src === src)) continue;
    photos.push({ src, alt: cleanLine(picture.alt, 200) ?? '' });
    if (photos.length >= MAX_PHOTOS) break;
  }
  return photos;
}

/** Web pages about the place, its provider profiles and the provider page; http(s) only, deduplicated. */
export function relatedOf(place: Pick<PlaceInput, 'results' | 'profiles' | 'provider_url'>): PlaceView['related'] {
  const candidates = [
    ...(place.results ?? []).map((r) => ({ url: r.url, title: r.title })),
    ...(place.profiles ?? []).map((p) => ({ url: p.url, title: p.name })),
    { url: place.provider_url, title: undefined },
  ];
  const related: PlaceView['related'] = [];
  for (const candidate of candidates) {
    const url = safeHttpUrl(candidate.url);
    if (url === undefined || related.some((r) => r.url === url)) continue;
    related.push({ url, title: nameOf(candidate.title) || (hostnameOf(url) ?? url) });
    if (related.length >= MAX_RELATED) break;
  }
  return related;
}
