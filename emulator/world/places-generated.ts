import type { PlaceSeed } from './place-seed';

/**
 * Extra Berlin restaurants, made by rotating through fixed lists (no randomness), so "restaurants berlin" has more
 * places than one /local/* call takes (20) and clients must batch. Ratings stay under the hand-written
 * restaurants', so those still come first.
 */
const STYLES: ReadonlyArray<readonly [prefix: string, category: string, cuisine: string]> = [
  ['Trattoria', 'Italian restaurant', 'Italian'],
  ['Bistro', 'French restaurant', 'French'],
  ['Gasthof', 'German restaurant', 'German'],
  ['Pho', 'Vietnamese restaurant', 'Vietnamese'],
  ['Taverna', 'Greek restaurant', 'Greek'],
  ['Curry', 'Indian restaurant', 'Indian'],
  ['Kantine', 'Canteen', 'German'],
  ['Meyhane', 'Turkish restaurant', 'Turkish'],
  ['Taqueria', 'Mexican restaurant', 'Mexican'],
  ['Izakaya', 'Japanese restaurant', 'Japanese'],
  ['Küche', 'Vegetarian restaurant', 'Vegetarian'],
];

const NAMES = ['Linde', 'Spreeblick', 'Kastanie', 'Am Ufer', 'Nordstern', 'Hinterhof', 'Zum Kiez', 'Mondschein'];

const STREETS: ReadonlyArray<readonly [street: string, postalCode: string, district: string]> = [
  ['Torstraße', '10119', 'Mitte'],
  ['Oranienstraße', '10999', 'Kreuzberg'],
  ['Weserstraße', '12047', 'Neukölln'],
  ['Kastanienallee', '10435', 'Prenzlauer Berg'],
  ['Simon-Dach-Straße', '10245', 'Friedrichshain'],
  ['Kantstraße', '10623', 'Charlottenburg'],
  ['Goltzstraße', '10781', 'Schöneberg'],
  ['Müllerstraße', '13353', 'Wedding'],
];

const PRICES: ReadonlyArray<PlaceSeed['price']> = ['$', '$$', '$$', '$$$'];
const GENERATED_BERLIN_RESTAURANTS = 44;

function berlinRestaurant(n: number): PlaceSeed {
  const [prefix, category, cuisine] = STYLES[n % STYLES.length] ?? ['Bistro', 'Restaurant', 'German'];
  const name = NAMES[Math.floor(n / STYLES.length) % NAMES.length] ?? 'Linde';
  const [street, postalCode, district] = STREETS[n % STREETS.length] ?? ['Torstraße', '10119', 'Mitte'];
  return {
    name: `${prefix} ${name}`,
    kinds: ['restaurant'],
    categories: [category],
    street: `${street} ${10 + ((n * 7) % 150)}`,
    postalCode,
    district,
    // Spread over roughly 12 × 9 km around the centre, on a fixed lattice.
    lat: Math.round((52.52 + (((n * 37) % 100) - 50) * 0.0011) * 10_000) / 10_000,
    lon: Math.round((13.405 + (((n * 53) % 100) - 50) * 0.0017) * 10_000) / 10_000,
    hours: n % 3 === 0 ? 'noodles' : 'restaurant',
    rating: (35 + ((n * 7) % 8)) / 10,
    reviews: 40 + ((n * 137) % 1900),
    price: PRICES[n % PRICES.length] ?? '$$',
    blurb: `${cuisine} cooking in ${district}, with a short menu that changes with the season.`,
    cuisine: [cuisine],
    ...(n % 5 === 4 ? { noDescription: true } : {}),
  };
}

export const GENERATED_BERLIN_PLACES: readonly PlaceSeed[] = Array.from(
  { length: GENERATED_BERLIN_RESTAURANTS },
  (_unused, n) => berlinRestaurant(n),
);
