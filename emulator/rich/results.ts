import { CITIES } from '../world/cities';
import { stableInt } from '../ids';
import { calculate } from './calculator';
import type { RichIntent } from './intent';
import { RICH_CURRENCY_RATES, RICH_WEATHER_CONDITIONS } from '../assumptions';

const DAY_MS = 86_400_000;

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** A day's weather for a city: stable for the city and the (UTC) day, so every run and every client agree. */
function weatherOn(cityKey: string, dayMs: number, imperial: boolean) {
  const n = stableInt('weather', cityKey, Math.floor(dayMs / DAY_MS));
  const lowC = 2 + (n % 16);
  const highC = lowC + 4 + ((n >>> 8) % 9);
  const temperature = (celsius: number) => (imperial ? Math.round((celsius * 9) / 5 + 32) : celsius);
  return {
    date: new Date(dayMs).toISOString().slice(0, 10),
    condition: RICH_WEATHER_CONDITIONS[(n >>> 16) % RICH_WEATHER_CONDITIONS.length],
    high: temperature(highC),
    low: temperature(lowC),
    humidity: 40 + ((n >>> 4) % 50),
    wind: imperial ? Math.round((5 + ((n >>> 12) % 30)) / 1.609344) : 5 + ((n >>> 12) % 30),
  };
}

/** The `results[0]` of `/web/rich` for an intent (A46): its own small shape per vertical. */
export function richResult(intent: RichIntent, units: string, nowMs: number): Record<string, unknown> {
  switch (intent.vertical) {
    case 'calculator':
      return {
        type: 'calculator',
        expression: intent.expression,
        answer: round(calculate(intent.expression) ?? 0, 10),
      };
    case 'currency': {
      const rate = (RICH_CURRENCY_RATES[intent.to] ?? 1) / (RICH_CURRENCY_RATES[intent.from] ?? 1);
      return {
        type: 'currency',
        from: { code: intent.from, amount: intent.amount },
        to: { code: intent.to, amount: round(intent.amount * rate, 2) },
        rate: round(rate, 6),
      };
    }
    case 'weather': {
      const city = CITIES.find((each) => each.key === intent.city) ?? CITIES[0];
      const imperial = units === 'imperial';
      const today = weatherOn(intent.city, nowMs, imperial);
      return {
        type: 'weather',
        location: { name: city?.name, country: city?.country, coordinates: [city?.lat, city?.lon] },
        units: { temperature: imperial ? 'fahrenheit' : 'celsius', wind: imperial ? 'mph' : 'km/h' },
        current: {
          temperature: Math.round((today.high + today.low) / 2),
          condition: today.condition,
          humidity: today.humidity,
          wind: today.wind,
        },
        forecast: [1, 2, 3].map((day) => weatherOn(intent.city, nowMs + day * DAY_MS, imperial)),
      };
    }
  }
}
