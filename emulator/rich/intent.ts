import type { City } from '../world/cities';
import { cityNamed } from '../local/local-intent';
import { calculate } from './calculator';
import { foldCase } from '../text/tokenize';
import { RICH_CURRENCY_RATES } from '../assumptions';

/** A query one of the emulated rich verticals answers (A46), with what its callback needs. */
export type RichIntent =
  | { vertical: 'calculator'; expression: string }
  | { vertical: 'currency'; amount: number; from: string; to: string }
  | { vertical: 'weather'; city: City['key'] };

const CALCULATOR_WORDS = /^(?:calculate|calc|compute|what is|what's)\s+|\s*[=?]$/g;
const CURRENCY = /^(?:convert\s+)?(\d+(?:\.\d+)?)?\s*([a-z]{3})\s+(?:to|in|into)\s+([a-z]{3})$/;
const WEATHER = /\b(weather|forecast|temperature)\b/;

/** The vertical a query asks for: arithmetic, "100 usd to eur", or "weather" with a city (or the client's). */
export function richIntent(query: string, userCity: City | undefined): RichIntent | undefined {
  const folded = foldCase(query.trim());
  const expression = folded.replace(CALCULATOR_WORDS, '').trim();
  if (calculate(expression) !== undefined) return { vertical: 'calculator', expression };
  const currency = CURRENCY.exec(folded);
  const [from, to] = [currency?.[2]?.toUpperCase() ?? '', currency?.[3]?.toUpperCase() ?? ''];
  if (currency && Object.hasOwn(RICH_CURRENCY_RATES, from) && Object.hasOwn(RICH_CURRENCY_RATES, to))
    return { vertical: 'currency', amount: Number(currency[1] ?? 1), from, to };
  const city = WEATHER.test(folded) ? (cityNamed(query) ?? userCity) : undefined;
  return city ? { vertical: 'weather', city: city.key } : undefined;
}
