// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../emulator/world/documents';
import { PLACES } from '../../emulator/world/places';
import { HOURS } from '../../emulator/world/hours';
import { placeDescription } from '../../emulator/local/descriptions';
import { decodeLocationId, encodeLocationId } from '../../emulator/local/location-ids';
import { decorate, escapeHtml } from '../../emulator/text/html';
import { stem } from '../../emulator/text/tokenize';
import { parseFreshness } from '../../emulator/validation/freshness';

describe('the built-in world', () => {
  it('has at least 150 web documents with unique URLs on the reserved .example domain', () => {
    expect(DOCUMENTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DOCUMENTS.map((doc) => doc.url)).size).toBe(DOCUMENTS.length);
    for (const doc of DOCUMENTS) expect(new URL(doc.url).hostname).toMatch(/\.example$/);
    expect(new Set(DOCUMENTS.map((doc) => doc.topic)).size).toBeGreaterThanOrEqual(25);
  });

  it('has apostrophes and ampersands (so entities appear), non-English and adult pages', () => {
    expect(DOCUMENTS.some((doc) => doc.body.includes("'"))).toBe(true);
    expect(DOCUMENTS.some((doc) => doc.body.includes('&'))).toBe(true);
    expect(DOCUMENTS.some((doc) => doc.title.includes('&'))).toBe(true);
    expect(new Set(DOCUMENTS.map((doc) => doc.language))).toEqual(new Set(['en', 'pt', 'de', 'ja']));
    expect(DOCUMENTS.filter((doc) => !doc.familyFriendly).length).toBeGreaterThan(0);
  });

  it('has at least 60 places in at least 4 cities', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PLACES.map((place) => place.city.key)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(PLACES.map((place) => place.slug)).size).toBe(PLACES.length);
  });

  it('has split days and closed days in the hour patterns used by places', () => {
    const used = new Set(PLACES.map((place) => place.hours));
    const patterns = [...used].map((name) => HOURS[name] as Record<string, readonly unknown[]>);
    expect(patterns.some((week) => Object.values(week).some((ranges) => ranges.length === 2))).toBe(true);
    expect(patterns.some((week) => Object.keys(week).length < 7)).toBe(true);
  });

  it('has Markdown descriptions for most places and null for some', () => {
    const descriptions = PLACES.map(placeDescription);
    expect(descriptions.filter((text) => text === null).length).toBeGreaterThan(0);
    const markdown = descriptions.filter((text): text is string => text !== null);
    expect(markdown.length).toBeGreaterThan(PLACES.length / 2);
    for (const text of markdown) {
      expect(text).toMatch(/^### /m);
      expect(text).toMatch(/^- \*\*/m);
    }
  });
});

describe('helpers the world relies on', () => {
  it('escapes like Python html.escape and decorates matched words', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#x27;s &amp; Jerry&#x27;s&lt;/a&gt;',
    );
    expect(decorate("Lisbon's cafés & bars", new Set(['cafe']), true)).toBe(
      'Lisbon&#x27;s <strong>cafés</strong> &amp; bars',
    );
  });

  it('stems plurals only lightly', () => {
    expect(['museums', 'bakeries', 'cafés', 'glass', 'bus'].map(stem)).toEqual([
      'museum',
      'bakery',
      'cafe',
      'glass',
      'bus',
    ]);
  });

  it('location ids round-trip and reject tampering', () => {
    const id = encodeLocationId(42, 1_768_392_000_000);
    expect(id).toMatch(/^loc[A-Z2-7]{39}=$/);
    expect(decodeLocationId(id)).toEqual({ placeIndex: 42, issuedAtMs: 1_768_392_000_000 });
    expect(decodeLocationId(`${id.slice(0, -3)}AA=`)).toBeUndefined();
    expect(decodeLocationId('loc!!')).toBeUndefined();
  });

  it('freshness ranges are inclusive UTC days', () => {
    const range = parseFreshness('2024-02-28to2024-02-29', 0);
    expect(range).toEqual({ fromMs: Date.UTC(2024, 1, 28), toMs: Date.UTC(2024, 2, 1) - 1 });
    expect(parseFreshness('2023-02-29to2023-03-01', 0)).toBeUndefined();
  });
});
