// @vitest-environment node
/**
 * A client nobody here wrote: the npm `brave-search` package (0.9.0, erik-balfe/brave-search, docs/api-reference.md
 * [EB]) asks for places with the ids comma-joined in one `ids` parameter, through axios, which leaves the commas
 * unescaped and escapes each id's `=`. These are its requests byte for byte, as captured from the package itself
 * (`localPoiSearch`, `localDescriptionsSearch`); the emulator serves every place (A6, security plan case H2).
 */
import { describe, expect, it } from 'vitest';
import { call, emulatorForFile, testClock } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);

/** The headers of the package's getHeaders(), plus the user agent axios adds. */
const CLIENT_HEADERS = { Accept: 'application/json', 'User-Agent': 'axios/1.21.1' };

/** axios's query encoding of `{ ids: ids.join(',') }`: encodeURIComponent, then the commas put back. */
function clientIdsQuery(ids: string[]): string {
  return `ids=${encodeURIComponent(ids.join(',')).replace(/%2C/gi, ',')}`;
}

describe('the npm brave-search client', () => {
  it('gets every place and description for its comma-joined ids', async () => {
    const web = await call(emulator, '/res/v1/web/search?q=coffee+in+lisbon&count=5', {
      key: 'demo-ai',
      gzip: true,
      headers: CLIENT_HEADERS,
    });
    const ids: string[] = web.json().locations.results.map((place: { id: string }) => place.id);
    expect(ids.length).toBeGreaterThan(2);
    const query = clientIdsQuery(ids);
    expect(query).toBe(`ids=${ids.map((id) => id.replace(/=/g, '%3D')).join(',')}`);

    const pois = await call(emulator, `/res/v1/local/pois?${query}`, {
      key: 'demo-ai',
      gzip: true,
      headers: CLIENT_HEADERS,
    });
    expect(pois.status).toBe(200);
    expect(pois.json().type).toBe('local_pois');
    expect(pois.json().results.map((place: { id: string }) => place.id)).toEqual(ids);

    const descriptions = await call(emulator, `/res/v1/local/descriptions?${query}`, {
      key: 'demo-ai',
      gzip: true,
      headers: CLIENT_HEADERS,
    });
    expect(descriptions.status).toBe(200);
    expect(descriptions.json().type).toBe('local_descriptions');
    expect(descriptions.json().results.map((item: { id: string }) => item.id)).toEqual(ids);
  });
});
