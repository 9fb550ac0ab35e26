// @vitest-environment node
/**
 * Security plan case H1: the control API (/__emulator/…) answers this machine's tools only. A web page's cross-site
 * "simple" POST and a DNS-rebound Host are refused (403, a JSON body that says why) and change nothing; the API
 * itself (/res/v1/…, called by the extension from its own origin) and the generated images are untouched.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, search, startTestEmulator, testClock, type RawResponse } from './helpers';
import { listeningHosts } from '../../emulator/http/listen-hosts';

const clock = testClock();
const emulator = emulatorForFile(clock);

const EVIL = 'http://evil.example';
const CONTROL_PATHS = ['/__emulator/settings', '/__emulator/stats', '/__emulator/requests', '/__emulator/faults'];

function expectRefused(res: RawResponse, status = 403): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json().error).toMatch(/^control request refused: /);
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
}

/** What a web page's form or `fetch(url, {method: 'POST', mode: 'no-cors', body: '…'})` sends. */
function simplePost(path: string, body: string, headers: Record<string, string> = {}) {
  return call(emulator, path, {
    method: 'POST',
    body,
    headers: { Origin: EVIL, 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'cross-site', ...headers },
  });
}

/** Sends `text` as it is (node:http always adds a Host) and resolves with everything the server wrote back. */
function rawHttp(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('utf8')));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

describe('cross-site requests to the control API', () => {
  it('refuses a simple POST to /settings from another site and changes nothing', async () => {
    const before = emulator.settings.latencyMs;
    const res = await simplePost('/__emulator/settings', JSON.stringify({ latencyMs: 5000, requestLogSize: 0 }));
    expectRefused(res);
    expect(res.json().error).toContain('Origin');
    expect(emulator.settings.latencyMs).toBe(before);
    expect(emulator.settings.requestLogSize).toBe(200);
  });

  it('refuses it by its Origin alone, and by Sec-Fetch-Site alone', async () => {
    const body = JSON.stringify({ latencyMs: 5000 });
    expectRefused(await simplePost('/__emulator/settings', body, { 'Sec-Fetch-Site': 'none' }));
    const noOrigin = await call(emulator, '/__emulator/settings', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
    });
    expectRefused(noOrigin);
    expect(noOrigin.json().error).toContain('Sec-Fetch-Site: cross-site');
    expectRefused(await call(emulator, '/__emulator/stats', { headers: { 'Sec-Fetch-Site': 'same-site' } }));
    expect(emulator.settings.latencyMs).toBe(0);
  });

  it('refuses queueing faults and resetting from another site', async () => {
    await search(emulator, 'demo-pro', 'chess');
    expectRefused(await simplePost('/__emulator/faults', JSON.stringify({ fault: 'hang', times: 100 })));
    expectRefused(await simplePost('/__emulator/reset', ''));
    expectRefused(await call(emulator, '/__emulator/faults', { method: 'DELETE', headers: { Origin: EVIL } }));
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(200);
    expect(emulator.stats().totals.requests).toBe(2);
  });

  it('refuses an opaque (null) origin, another port and https on the same host', async () => {
    const own = new URL(emulator.url);
    for (const origin of [
      'null',
      `http://127.0.0.1:${emulator.port + 1}`,
      `https://${own.host}`,
      `${emulator.url}/x`,
    ]) {
      expectRefused(await call(emulator, '/__emulator/requests', { headers: { Origin: origin } }));
    }
  });

  it('serves the log, stats and settings with no CORS header, and refuses their preflight', async () => {
    for (const path of CONTROL_PATHS) {
      const res = await call(emulator, path, { headers: { Origin: emulator.url } });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await call(emulator, path, {
        method: 'OPTIONS',
        headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST', 'Sec-Fetch-Site': 'cross-site' },
      });
      expectRefused(preflight);
    }
  });
});

describe('DNS rebinding (a Host that is not the listening address)', () => {
  it('refuses the control API, the request log and the stats to a rebound Host', async () => {
    await search(emulator, 'demo-pro', 'secret query', {}, { 'X-Loc-Lat': '52.52', 'X-Loc-Long': '13.405' });
    const port = emulator.port;
    for (const host of [
      `evil.example:${port}`,
      `127.0.0.1.evil.example:${port}`,
      `localhost.:${port}`,
      'evil.example',
    ]) {
      for (const path of [...CONTROL_PATHS, '/__emulator/health', '/__emulator']) {
        const res = await call(emulator, path, { headers: { Host: host } });
        expectRefused(res);
        expect(res.text).not.toContain('secret');
        expect(res.text).not.toContain('52.52');
      }
      expectRefused(
        await call(emulator, '/__emulator/settings', {
          method: 'POST',
          body: '{"latencyMs": 5000}',
          headers: { Host: host, 'Content-Type': 'application/json' },
        }),
      );
    }
    expect(emulator.settings.latencyMs).toBe(0);
    expect(emulator.requests()).toHaveLength(1);
  });

  it('refuses the right name on the wrong port and Hosts that are not a bare host', async () => {
    for (const host of [`127.0.0.1:${emulator.port + 1}`, '127.0.0.1', `evil@127.0.0.1:${emulator.port}`]) {
      expectRefused(await call(emulator, '/__emulator/requests', { headers: { Host: host } }));
    }
  });

  it('refuses a request with no Host at all', async () => {
    const reply = await rawHttp(emulator.port, 'GET /__emulator/requests HTTP/1.0\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 403 /);
    expect(reply).toContain('control request refused');
  });
});

describe('this machine’s tools', () => {
  it('use the control API with no Origin, or the emulator’s own, under each loopback name', async () => {
    for (const host of [`127.0.0.1:${emulator.port}`, `localhost:${emulator.port}`, `LOCALHOST:${emulator.port}`]) {
      for (const origin of [undefined, emulator.url, `http://localhost:${emulator.port}`]) {
        const headers: Record<string, string> = { Host: host, 'Content-Type': 'application/json; charset=utf-8' };
        if (origin) headers.Origin = origin;
        const res = await call(emulator, '/__emulator/settings', { method: 'POST', body: '{"latencyMs": 1}', headers });
        expect(res.status).toBe(200);
        expect(res.json().latencyMs).toBe(1);
        emulator.updateSettings({ latencyMs: 0 });
      }
    }
    expect((await call(emulator, '/__emulator/stats', { headers: { 'Sec-Fetch-Site': 'none' } })).status).toBe(200);
    expect((await call(emulator, '/__emulator/reset', { method: 'POST' })).status).toBe(200);
  });

  it('must send a body as JSON: a form or text/plain body is refused (415) even with no Origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call(emulator, '/__emulator/settings', {
        method: 'POST',
        body: '{"latencyMs": 5000}',
        headers: { 'Content-Type': type },
      });
      expectRefused(res, 415);
      expect(res.json().error).toContain('application/json');
    }
    expect(emulator.settings.latencyMs).toBe(0);
  });
});

describe('what stays open', () => {
  it('the API answers the extension’s own origin, and the images any page', async () => {
    const res = await search(emulator, 'demo-pro', 'chess', {}, { Origin: 'chrome-extension://abcdef' });
    expect(res.status).toBe(200);
    const favicon = new URL(res.json().web.results[0].meta_url.favicon);
    const image = await call(emulator, favicon.pathname, {
      headers: { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', Host: `evil.example:${emulator.port}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const pois = await call(emulator, apiPath('local/pois', { ids: 'x' }), {
      key: 'demo-pro',
      headers: { Origin: 'moz-extension://abcdef', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(pois.status).not.toBe(403);
  });
});

describe('the listening address', () => {
  const at = (address: string, requested = address) =>
    listeningHosts({ requested, bound: { address, family: address.includes(':') ? 'IPv6' : 'IPv4', port: 8787 } });

  it('is the bound address, plus localhost on loopback', () => {
    expect([...at('127.0.0.1')].sort()).toEqual(['127.0.0.1:8787', 'localhost:8787']);
    expect([...at('::1')].sort()).toEqual(['[::1]:8787', 'localhost:8787']);
    expect([...at('127.0.0.1', 'localhost')].sort()).toEqual(['127.0.0.1:8787', 'localhost:8787']);
    expect([...at('192.0.2.7')]).toEqual(['192.0.2.7:8787']);
  });

  it('on a wildcard is every address of this machine, never a name DNS could rebind', () => {
    const all = at('0.0.0.0');
    expect(all).toContain('127.0.0.1:8787');
    expect(all).toContain('localhost:8787');
    expect(all).not.toContain('0.0.0.0:8787');
    expect([...all].every((host) => /^(?:localhost|[\d.]+):8787$/.test(host))).toBe(true);
    expect(at('::')).toContain('[::1]:8787');
  });

  it('works for an emulator listening on 0.0.0.0', async () => {
    const wide = await startTestEmulator(clock, { host: '0.0.0.0' });
    try {
      expect(wide.url).toBe(`http://127.0.0.1:${wide.port}`);
      expect((await call(wide, '/__emulator/stats')).status).toBe(200);
      const rebound = await call(wide, '/__emulator/stats', { headers: { Host: `evil.example:${wide.port}` } });
      expectRefused(rebound);
    } finally {
      await wide.close();
    }
  });
});
