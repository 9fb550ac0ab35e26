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
    // Chrome's side panel needs `sidePanel`; Firefox's sidebar_action needs no permission.
    const panel = name === 'firefox' ? [] : ['sidePanel'];
    expect([...m.permissions].sort()).toEqual(['activeTab', menus, 'scripting', 'storage', ...panel].sort());
    expect(m.host_permissions).toEqual([API]);
    expect(m.optional_host_permissions).toEqual(expect.arrayContaining(LOCAL));
    // "Ask the browser" (options page): Firefox grants geolocation as an optional permission, asked for on click;
    // Chrome cannot list it as optional and prompts by itself, so its manifest names none.
    expect(m.optional_permissions ?? []).toEqual(name === 'firefox' ? ['geolocation'] : []);
    expect(m.externally_connectable).toBeUndefined();
    expect(m.content_scripts ?? []).toEqual([]);
    // The in-page panel's page alone, on http(s) pages only; in Chrome only from a per-session URL (G1).
    expect(m.web_accessible_resources).toEqual([
      {
        resources: ['panel.html'],
        matches: ['http://*/*', 'https://*/*'],
        ...(name === 'chrome' && { use_dynamic_url: true }),
      },
    ]);
    expect(JSON.stringify(m.content_security_policy ?? {})).not.toMatch(/unsafe-|https?:/);
    // The address-bar keyword is a manifest key, not a permission (docs/security-plan.md G1).
    expect(m.omnibox).toEqual({ keyword: 'sc' });
  });
}

test('the side panel: Chrome side_panel, Firefox sidebar_action (never opened by itself), and a command to open it', () => {
  const chrome = read(CHROME_BUILD_DIR);
  const firefox = read(FIREFOX_BUILD_DIR);
  expect(chrome.side_panel).toEqual({ default_path: 'sidepanel.html' });
  expect(chrome.sidebar_action).toBeUndefined();
  expect(firefox.sidebar_action).toMatchObject({ default_panel: 'sidepanel.html', open_at_install: false });
  expect(firefox.side_panel).toBeUndefined();
  // The command's description is its message.
  const english = JSON.parse(fs.readFileSync('public/_locales/en/messages.json', 'utf8'));
  const description = 'commandOpenSidePanel';
  for (const [m, dir] of [
    [chrome, CHROME_BUILD_DIR],
    [firefox, FIREFOX_BUILD_DIR],
  ] as const) {
    expect(m.commands['open-side-panel']).toEqual({
      suggested_key: { default: 'Alt+Shift+P' },
      description: `__MSG_${description}__`,
    });
    const shipped = JSON.parse(fs.readFileSync(path.join(dir, '_locales', 'en', 'messages.json'), 'utf8'));
    expect(shipped[description].message).toBe(english.commandOpenSidePanel.message);
    // The popup stays the toolbar button's default; the side panel is the user's choice (options).
    expect(m.action.default_popup).toBe('popup.html');
    // The button's tooltip says what it does ("Search with Scout"), not the popup page's title.
    const title = /^__MSG_(\w+)__$/.exec(m.action.default_title)?.[1];
    expect(shipped[title!]?.message).toBe(english.actionTitle.message);
  }
});

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

test('production builds contain no test hook; the demo build has the context-menu and address-bar ones (issues 8, 25)', () => {
  const js = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
  for (const dir of [CHROME_BUILD_DIR, FIREFOX_BUILD_DIR]) {
    expect(js(dir)).not.toContain('scoutDemo');
    // The hooks' own names (utils/worker/background/demo-hooks.ts), which no listener uses.
    expect(js(dir)).not.toMatch(/contextMenuClick|inputChanged|inputEntered/);
  }
  expect(js(DEMO_BUILD_DIR)).toContain('scoutDemo');
  expect(js(DEMO_BUILD_DIR)).toMatch(/inputChanged/);
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
        /demo-(free|pro|ai|capped|search|answers|quota|suggest)|\bBSA[A-Za-z0-9_-]{20,}|X-Subscription-Token["'`]?\s*[:=]\s*["'`][A-Za-z0-9_-]{8,}/,
      );
    }
  }
});
