/** Field-by-field readers for LocationResult (docs/api-reference.md §2.4), each tolerant of missing or odd data. */
import type { PlaceView } from './schemas';
import { snippetLine } from '../richtext/snippet';
import { hostnameOf, safeHttpUrl, safeImageUrl } from '../richtext/links';
import { cleanLine } from '../richtext/text';
import { finiteNumber, isRecord, recordsOf } from './guards';

const MAX_PHOTOS = 6;
const MAX_RELATED = 6;

export function nameOf(title: unknown): string {
  return snippetLine(title) ?? '';
}

export function coordinatesOf(value: unknown): [number, number] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lat = finiteNumber(value[0]);
  const lon = finiteNumber(value[1]);
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return [lat, lon];
}

/** OpenStreetMap centred on the place with a marker; built by us from numbers, so always a safe https URL. */
export function osmUrl([lat, lon]: [number, number]): string {
  const la = Number(lat.toFixed(6));
  const lo = Number(lon.toFixed(6));
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}

export function addressOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const display = cleanLine(value.displayAddress, 300);
  if (display !== undefined) return display;
  const locality = [value.postalCode, value.addressLocality].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  const parts = [value.streetAddress, locality, value.addressRegion, value.country].map((p) => cleanLine(p, 120));
  return cleanLine(parts.filter(Boolean).join(', '), 300);
}

export function ratingOf(value: unknown): PlaceView['rating'] {
  if (!isRecord(value)) return undefined;
  const rating = finiteNumber(value.ratingValue);
  const best = finiteNumber(value.bestRating) ?? 5;
  const count = finiteNumber(value.reviewCount);
  if (rating === undefined || rating < 0 || best <= 0 || rating > best) return undefined;
  return { value: rating, best, ...(count !== undefined && count >= 0 && { count: Math.round(count) }) };
}

/** Display text plus a `tel:` href of digits (and a leading +) only. */
export function phoneOf(contact: unknown): PlaceView['phone'] {
  const text = isRecord(contact) ? cleanLine(contact.telephone, 40) : undefined;
  if (text === undefined) return undefined;
  const digits = text.replace(/[^\d]/g, '');
  if (digits.length < 3) return undefined;
  return { text, href: `tel:${text.trimStart().startsWith('+') ? '+' : ''}${digits}` };
}

export function distanceOf(value: unknown): PlaceView['distance'] {
  if (!isRecord(value)) return undefined;
  const amount = finiteNumber(value.value);
  const units = cleanLine(value.units, 12);
  return amount !== undefined && amount >= 0 && units !== undefined ? { value: amount, units } : undefined;
}

export function categoryOf(categories: unknown, cuisines: unknown): string | undefined {
  const first = (list: unknown): unknown =>
    Array.isArray(list) ? list.find((c) => typeof c === 'string' && c.trim()) : undefined;
  return cleanLine(first(categories) ?? first(cuisines), 60);
}

/** Pictures first, then the thumbnail; https only, deduplicated. `alt` is '' when the API has none (the UI labels it). */
export function photosOf(pictures: unknown, thumbnail: unknown): PlaceView['photos'] {
  const candidates = [
    ...recordsOf(isRecord(pictures) ? pictures.results : undefined, 20),
    ...(isRecord(thumbnail) ? [thumbnail] : []),
  ];
  const photos: PlaceView['photos'] = [];
  for (const picture of candidates) {
    const src = safeImageUrl(picture.src);
    if (src === undefined || photos.some((p) => p.src === src)) continue;
    photos.push({ src, alt: cleanLine(picture.alt, 200) ?? '' });
    if (photos.length >= MAX_PHOTOS) break;
  }
  return photos;
}

/** Web pages about the place, its provider profiles and the provider page; http(s) only, deduplicated. */
export function relatedOf(results: unknown, profiles: unknown, providerUrl: unknown): PlaceView['related'] {
  const candidates = [
    ...recordsOf(results, 20).map((r) => ({ url: r.url, title: r.title })),
    ...recordsOf(profiles, 20).map((p) => ({ url: p.url, title: p.name })),
    { url: providerUrl, title: undefined },
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
