import type { HoursPattern } from './hours';

/** One hand-written place. Names, numbers and addresses are fictional; coordinates are plausible. */
export interface PlaceSeed {
  name: string;
  /** Keys of CATEGORY_WORDS this place answers to. */
  kinds: readonly string[];
  /** Display categories, as the service lists them. */
  categories: readonly string[];
  street: string;
  postalCode: string;
  district: string;
  lat: number;
  lon: number;
  hours: HoursPattern;
  rating: number;
  reviews: number;
  price: '$' | '$$' | '$$$' | '$$$$';
  /** One or two sentences the Markdown description is built around. */
  blurb: string;
  cuisine?: readonly string[];
  /** The service has no description for this place (`description: null`). */
  noDescription?: boolean;
}
