import type { Place } from '../world/places';
import type { Units } from '../validation/enums';
import { imageUrl } from '../render/images';
import { metaUrl, profile } from '../render/meta-url';
import { openingHours } from './opening-hours';
import { distanceUnit, haversineKm, type UserPoint } from './distance';
import { CATEGORY_WORDS } from '../world/cities';

/** The fictional review site places (and rated infobox entities) link to. */
export const REVIEW_SITE = { name: 'CityBites', host: 'www.citybites.example' };

/** The page of a place on the fictional review site (its `url` and `provider_url`). */
export function placePageUrl(place: Place): string {
  return `https://${REVIEW_SITE.host}/${place.city.key}/${place.slug}`;
}

/** A place photo served by the emulator, with the review site's "original". */
export function placePhoto(place: Place, origin: string, n: number): { src: string; original: string } {
  return {
    src: imageUrl(origin, `place-${place.slug}-${n}`),
    original: `https://${REVIEW_SITE.host}/photos/${place.slug}-${n}.jpg`,
  };
}

export interface LocationRenderContext {
  origin: string;
  nowMs: number;
  units: Units;
  user?: UserPoint;
}

export function displayAddress(place: Place): { locality: string; display: string } {
  switch (place.city.country) {
    case 'PT':
      return { locality: 'Lisboa', display: `${place.street}, ${place.postalCode} Lisboa` };
    case 'JP':
      return { locality: place.district, display: `${place.street}, ${place.district}, Tokyo ${place.postalCode}` };
    case 'US':
      return {
        locality: place.city.name,
        display: `${place.street}, ${place.city.name}, ${place.city.region} ${place.postalCode}`,
      };
    default:
      return { locality: place.city.name, display: `${place.street}, ${place.postalCode} ${place.city.name}` };
  }
}

function relatedResults(place: Place, providerUrl: string, origin: string) {
  const official = `https://www.${place.slug}.example/`;
  return [
    {
      type: 'search_result',
      title: `${place.name} - ${place.city.name} - ${REVIEW_SITE.name}`,
      url: providerUrl,
      description: place.blurb,
      meta_url: metaUrl(providerUrl, origin),
      is_source_local: false,
      is_source_both: false,
      family_friendly: true,
    },
    {
      type: 'search_result',
      title: `${place.name} | Official site`,
      url: official,
      description: `Opening hours, menu and directions for ${place.name}.`,
      meta_url: metaUrl(official, origin),
      is_source_local: false,
      is_source_both: false,
      family_friendly: true,
    },
  ];
}

/** A LocationResult (§2.4) for one place and the id it was issued under. */
export function locationResult(place: Place, id: string, context: LocationRenderContext) {
  const { origin, nowMs, units, user } = context;
  const providerUrl = placePageUrl(place);
  const address = displayAddress(place);
  const photo = (n: number) => placePhoto(place, origin, n);
  const result: Record<string, unknown> = {
    type: 'location_result',
    id,
    provider_url: providerUrl,
    title: place.name,
    url: providerUrl,
    description: place.blurb,
    is_source_local: true,
    is_source_both: false,
    family_friendly: true,
    coordinates: [place.lat, place.lon],
    zoom_level: 16,
    thumbnail: photo(1),
    postal_address: {
      type: 'PostalAddress',
      country: place.city.country,
      postalCode: place.postalCode,
      streetAddress: place.street,
      addressRegion: place.city.region,
      addressLocality: address.locality,
      displayAddress: address.display,
    },
    opening_hours: openingHours(place.hours, place.city.timezone, nowMs),
    contact: { telephone: place.phone },
    price_range: place.price,
    rating: {
      ratingValue: place.rating,
      bestRating: 5,
      reviewCount: place.reviews,
      is_tripadvisor: false,
      profile: { name: REVIEW_SITE.name, url: providerUrl },
    },
    profiles: [{ type: 'external', ...profile(REVIEW_SITE.name, providerUrl, origin) }],
    pictures: { viewMoreUrl: `${providerUrl}/photos`, results: [photo(1), photo(2), photo(3)] },
    action: { type: 'location', url: providerUrl },
    serves_cuisine: place.cuisine ? [...place.cuisine] : [],
    categories: [...place.categories],
    icon_category: place.kinds[0] && CATEGORY_WORDS[place.kinds[0]] ? place.kinds[0] : 'default',
    results: relatedResults(place, providerUrl, origin),
    timezone: place.city.timezone,
  };
  if (user) result.distance = distanceUnit(haversineKm(user.lat, user.lon, place.lat, place.lon), units);
  return result;
}
