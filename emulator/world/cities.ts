import { foldCase } from '../text/tokenize';

/** The cities places live in. Aliases are matched as whole query words or phrases (folded to lower case). */
export interface City {
  key: 'lisbon' | 'berlin' | 'tokyo' | 'sf';
  name: string;
  aliases: readonly string[];
  country: string;
  region: string;
  /** ISO 3166-2 subdivision code without the country (what X-Loc-State carries, at most 3 characters). */
  stateCode: string;
  timezone: string;
  /** City centre, used for "near me" and distances. */
  lat: number;
  lon: number;
  /** Fictional phone numbers: the prefix plus a per-place suffix. */
  phonePrefix: string;
}

export const CITIES: readonly City[] = [
  {
    key: 'lisbon',
    name: 'Lisbon',
    aliases: ['lisbon', 'lisboa'],
    country: 'PT',
    region: 'Lisboa',
    stateCode: '11',
    timezone: 'Europe/Lisbon',
    lat: 38.7169,
    lon: -9.1399,
    phonePrefix: '+351 21 000',
  },
  {
    key: 'berlin',
    name: 'Berlin',
    aliases: ['berlin'],
    country: 'DE',
    region: 'Berlin',
    stateCode: 'BE',
    timezone: 'Europe/Berlin',
    lat: 52.52,
    lon: 13.405,
    phonePrefix: '+49 30 0000',
  },
  {
    key: 'tokyo',
    name: 'Tokyo',
    aliases: ['tokyo', '東京'],
    country: 'JP',
    region: 'Tokyo',
    stateCode: '13',
    timezone: 'Asia/Tokyo',
    lat: 35.6812,
    lon: 139.7671,
    phonePrefix: '+81 3-0000',
  },
  {
    key: 'sf',
    name: 'San Francisco',
    aliases: ['san francisco', 'sf', 'frisco'],
    country: 'US',
    region: 'CA',
    stateCode: 'CA',
    timezone: 'America/Los_Angeles',
    lat: 37.7749,
    lon: -122.4194,
    phonePrefix: '+1 415-555',
  },
];

/** The world's city a name stands for (its key, display name or an alias; any case), if any. */
export function cityByName(name: string): City | undefined {
  const wanted = foldCase(name.trim());
  return CITIES.find((city) => city.key === wanted || foldCase(city.name) === wanted || city.aliases.includes(wanted));
}

/** What a place is, in the words people search with. Keys are matched against query stems. */
export const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  coffee: ['coffee', 'cafe', 'espresso', 'coffeeshop', 'roaster', 'bica'],
  restaurant: ['restaurant', 'food', 'dinner', 'lunch', 'eat', 'dining', 'brunch'],
  ramen: ['ramen', 'noodle', 'udon', 'soba'],
  sushi: ['sushi', 'omakase'],
  seafood: ['seafood', 'fish', 'sardine'],
  museum: ['museum', 'gallery', 'art', 'exhibition'],
  bar: ['bar', 'cocktail', 'pub', 'beer', 'wine', 'drink'],
  bakery: ['bakery', 'bread', 'pastry', 'pastel', 'nata', 'croissant', 'cake'],
  park: ['park', 'garden', 'picnic'],
  bookstore: ['bookstore', 'bookshop', 'book'],
};
