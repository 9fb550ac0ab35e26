/**
 * Things the infobox knows (A35): programming languages, cities, a museum, a planet. Facts are public knowledge
 * kept short; every link points at the world's fictional `.example` sites.
 */
import type { City } from './cities';

export interface Entity {
  /** Stable key: image names and ids derive from it. */
  key: string;
  /** The topic of the world the entity belongs to; its WikiVerse page is the infobox `url`. */
  topic: string;
  /** Phrases that name it, matched as whole words (plurals fold: "black holes" names "black hole"). */
  aliases: readonly string[];
  /** A city's infobox stays out of local searches ("coffee in lisbon"); other entities do not. */
  isCity?: boolean;
  /** The city a place-like entity is in: local results of a query naming it come from there. */
  city?: City['key'];
  subtype: 'generic' | 'entity';
  label: string;
  category: string;
  title: string;
  description: string;
  longDesc: string;
  attributes: ReadonlyArray<readonly [label: string, value: string]>;
  websiteUrl: string;
  rating?: { value: number; reviews: number };
}

export const ENTITIES: readonly Entity[] = [
  {
    key: 'python',
    topic: 'python programming',
    aliases: ['python'],
    subtype: 'generic',
    label: 'Programming language',
    category: 'Programming language',
    title: 'Python',
    description: 'General-purpose programming language',
    longDesc:
      'Python is a high-level, general-purpose programming language. Its design emphasises readable code with significant indentation, and its large standard library means small scripts rarely need extra packages.',
    attributes: [
      ['Paradigm', 'Multi-paradigm: object-oriented, procedural, functional'],
      ['Designed by', 'Guido van Rossum'],
      ['First appeared', '1991'],
      ['Typing discipline', 'Dynamic, strong; optional type hints'],
      ['Filename extensions', '.py, .pyi'],
    ],
    websiteUrl: 'https://www.python-lang.example/',
  },
  {
    key: 'typescript',
    topic: 'typescript',
    aliases: ['typescript'],
    subtype: 'generic',
    label: 'Programming language',
    category: 'Programming language',
    title: 'TypeScript',
    description: 'Typed superset of JavaScript',
    longDesc:
      'TypeScript is JavaScript with static types. Its compiler checks the types and then emits plain JavaScript, so it runs wherever JavaScript runs.',
    attributes: [
      ['Paradigm', 'Multi-paradigm: functional, generic, object-oriented'],
      ['Developer', 'Microsoft'],
      ['First appeared', '2012'],
      ['Typing discipline', 'Static, structural, gradual'],
      ['Filename extensions', '.ts, .tsx'],
    ],
    websiteUrl: 'https://www.typescript-lang.example/',
  },
  {
    key: 'rust',
    topic: 'rust programming',
    aliases: ['rust'],
    subtype: 'generic',
    label: 'Programming language',
    category: 'Programming language',
    title: 'Rust',
    description: 'Systems programming language focused on safety',
    longDesc:
      'Rust is a systems programming language that guarantees memory safety without a garbage collector, through ownership and a borrow checker.',
    attributes: [
      ['Paradigm', 'Multi-paradigm: concurrent, functional, imperative'],
      ['First appeared', '2015 (1.0)'],
      ['Typing discipline', 'Static, strong, inferred'],
      ['Package manager', 'Cargo'],
      ['Filename extensions', '.rs'],
    ],
    websiteUrl: 'https://www.rust-lang.example/',
  },
  {
    key: 'black-hole',
    topic: 'black holes',
    aliases: ['black hole'],
    subtype: 'generic',
    label: 'Astronomical object',
    category: 'Astronomy',
    title: 'Black hole',
    description: 'Region of spacetime from which nothing escapes',
    longDesc:
      'A black hole is a region of space where gravity is so strong that not even light can escape. Its boundary is the event horizon.',
    attributes: [
      ['Boundary', 'Event horizon'],
      ['Formed by', 'Collapse of massive stars'],
      ['First image', '2019, galaxy M87'],
    ],
    websiteUrl: 'https://www.scienceweekly.example/topics/black-holes',
  },
  {
    key: 'mars',
    topic: 'mars exploration',
    aliases: ['mars'],
    subtype: 'entity',
    label: 'Planet',
    category: 'Planet',
    title: 'Mars',
    description: 'Fourth planet from the Sun',
    longDesc:
      'Mars is the fourth planet from the Sun, a cold desert world with a thin carbon dioxide atmosphere, explored by orbiters, landers and rovers.',
    attributes: [
      ['Moons', 'Phobos, Deimos'],
      ['Day length', '24 h 37 min'],
      ['Year length', '687 Earth days'],
      ['Surface gravity', '3.72 m/s²'],
    ],
    websiteUrl: 'https://www.scienceweekly.example/topics/mars',
  },
  {
    key: 'chess',
    topic: 'chess',
    aliases: ['chess'],
    subtype: 'generic',
    label: 'Board game',
    category: 'Game',
    title: 'Chess',
    description: 'Two-player strategy board game',
    longDesc:
      'Chess is a two-player strategy game on an eight-by-eight board, where the goal is to checkmate the opposing king.',
    attributes: [
      ['Players', '2'],
      ['Setup time', 'Under a minute'],
      ['Skills', 'Strategy, tactics'],
    ],
    websiteUrl: 'https://www.chessclub.example/',
  },
  {
    key: 'lisbon',
    topic: 'lisbon travel',
    aliases: ['lisbon', 'lisboa'],
    isCity: true,
    subtype: 'entity',
    label: 'Capital of Portugal',
    category: 'City',
    title: 'Lisbon',
    description: 'Capital city of Portugal',
    longDesc:
      'Lisbon is the hilly capital of Portugal, on the estuary of the Tagus river, known for its trams, viewpoints and pastel de nata.',
    attributes: [
      ['Country', 'Portugal'],
      ['Population', 'about 545,000 (city)'],
      ['Time zone', 'WET (UTC+0)'],
      ['River', 'Tagus'],
    ],
    websiteUrl: 'https://www.visitlisboa.example/',
  },
  {
    key: 'berlin',
    topic: 'berlin travel',
    aliases: ['berlin'],
    isCity: true,
    subtype: 'entity',
    label: 'Capital of Germany',
    category: 'City',
    title: 'Berlin',
    description: 'Capital and largest city of Germany',
    longDesc:
      'Berlin is the capital of Germany, known for its history, museums, parks and nightlife. The Berlin Wall divided the city from 1961 to 1989.',
    attributes: [
      ['Country', 'Germany'],
      ['Population', 'about 3.9 million'],
      ['Time zone', 'CET (UTC+1)'],
      ['River', 'Spree'],
    ],
    websiteUrl: 'https://www.visitberlin.example/',
  },
  {
    key: 'tokyo',
    topic: 'tokyo travel',
    aliases: ['tokyo', '東京'],
    isCity: true,
    subtype: 'entity',
    label: 'Capital of Japan',
    category: 'City',
    title: 'Tokyo',
    description: 'Capital of Japan',
    longDesc:
      'Tokyo is the capital of Japan and one of the largest cities in the world, with famous ramen shops, shrines and museums.',
    attributes: [
      ['Country', 'Japan'],
      ['Population', 'about 14 million (prefecture)'],
      ['Time zone', 'JST (UTC+9)'],
    ],
    websiteUrl: 'https://www.gotokyo.example/',
  },
  {
    key: 'san-francisco',
    topic: 'san francisco travel',
    aliases: ['san francisco', 'frisco'],
    isCity: true,
    subtype: 'entity',
    label: 'City in California',
    category: 'City',
    title: 'San Francisco',
    description: 'City in Northern California',
    longDesc:
      'San Francisco sits on a hilly peninsula between the Pacific Ocean and San Francisco Bay, known for the Golden Gate Bridge, cable cars and summer fog.',
    attributes: [
      ['Country', 'United States'],
      ['State', 'California'],
      ['Population', 'about 810,000'],
      ['Time zone', 'PST (UTC−8)'],
    ],
    websiteUrl: 'https://www.sftravel.example/',
  },
  {
    key: 'museum-island',
    topic: 'berlin travel',
    aliases: ['museum island', 'museumsinsel'],
    city: 'berlin',
    subtype: 'entity',
    label: 'Museum complex in Berlin',
    category: 'Museum',
    title: 'Museum Island',
    description: 'Museum complex in Berlin, Germany',
    longDesc:
      'Museum Island holds five major museums on an island in the Spree, including the Pergamon and the Neues Museum.',
    attributes: [
      ['Address', 'Bodestraße 1–3, 10178 Berlin'],
      ['Opening hours', 'Tue–Sun 10:00–18:00'],
      ['Museums', '5'],
      ['World Heritage Site', 'since 1999'],
    ],
    websiteUrl: 'https://www.museumsinsel.example/',
    rating: { value: 4.7, reviews: 48_210 },
  },
];
