/** Static checks of the built manifests (docs/security-plan.md G1, A8): no browser needed. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROME_BUILD_DIR, DEMO_BUILD_DIR, FIREFOX_BUILD_DIR } from './paths';

const read = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const API = 'https://api.search.brave.com/*';
const LOCAL = ['http://127.0.0.1/*', 'http://localhost/*'];

for (const [name, dir] of [
  ['chrome', CHROME_BUILD_DIR],
  ['firefox', FIREFOX_BUILD_DIR],
] as const) {
  test(`the production ${name} manifest asks for the minimum`, () => {
    const m = read(dir);
    expect(m.manifest_version).toBe(3);
    const menus = name === 'firefox' ? 'menus' : 'contextMenus';
    expect([...m.permissions].sort()).toEqual(['activeTab', menus, 'scripting', 'storage'].sort());
    expect(m.host_permissions).toEqual([API]);
    expect(m.optional_host_permissions).toEqual(expect.arrayContaining(LOCAL));
    // "Ask the browser" (options page): Firefox grants geolocation as an optional permission, asked for on click;
    // Chrome cannot list it as optional and prompts by itself, so its manifest names none.
    expect(m.optional_permissions ?? []).toEqual(name === 'firefox' ? ['geolocation'] : []);
    expect(m.externally_connectable).toBeUndefined();
    expect(m.content_scripts ?? []).toEqual([]);
    expect(m.web_accessible_resources ?? []).toEqual([]);
    expect(JSON.stringify(m.content_security_policy ?? {})).not.toMatch(/unsafe-|https?:/);
  });
}

test('the Chrome manifest requires Chrome 123 or later (CSS light-dark)', () => {
  expect(Number(read(CHROME_BUILD_DIR).minimum_chrome_version)).toBeGreaterThanOrEqual(123);
});

test('the demo build adds only the local API stand-in to host permissions', () => {
  const demo = read(DEMO_BUILD_DIR);
  const prod = read(CHROME_BUILD_DIR);
  expect(demo.host_permissions).toEqual([API, ...LOCAL]);
  expect({ ...demo, host_permissions: [], optional_host_permissions: [] }).toEqual({
    ...prod,
    host_permissions: [],
    optional_host_permissions: [],
  });
});

test('production builds contain no test hook; the demo build has the context-menu one (issue 8)', () => {
  const js = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
  for (const dir of [CHROME_BUILD_DIR, FIREFOX_BUILD_DIR]) expect(js(dir)).not.toContain('scoutDemo');
  expect(js(DEMO_BUILD_DIR)).toContain('scoutDemo');
  // The benchmark's blank page (wxt.config.ts) too.
  for (const dir of [CHROME_BUILD_DIR, FIREFOX_BUILD_DIR])
    expect(fs.existsSync(path.join(dir, 'blank.html'))).toBe(false);
  expect(fs.existsSync(path.join(DEMO_BUILD_DIR, 'blank.html'))).toBe(true);
});

test('no built file holds a key-shaped literal or a demo key (B7)', () => {
  for (const dir of [CHROME_BUILD_DIR, FIREFOX_BUILD_DIR]) {
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.(js|json|html)$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      // Brave keys start with BSA; a token header with a literal value would be a hard-coded key of any shape.
      expect(text, file).not.toMatch(
        /demo-(free|pro|ai|capped|search|answers|quota)|\bBSA[A-Za-z0-9_-]{20,}|X-Subscription-Token["'`]?\s*[:=]\s*["'`][A-Za-z0-9_-]{8,}/,
      );
    }
  }
});
