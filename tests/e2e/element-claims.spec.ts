/**
 * A page cannot claim the elements Scout puts into it (docs/security-plan.md F10): it defines every name Scout's
 * in-page script once created before Scout runs (tests/e2e/pages/claims.ts), and none of its constructors runs on
 * Scout's elements, nothing it tries reaches a root of Scout's or the frame's address, and the panel shows and works.
 * And what changes inside Scout's root, not by Scout, closes the panel with the reason.
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { menuClick, openPage } from './pages/in-page';
import { HOST } from './pages/host';
import type { ScoutPanel } from './pages/panel';
import { claimingPage } from './pages/claims';
import { ARTICLE } from './pages/articles';

const KEY = 'demo-ai';
const webSearches = (emulator: RunningEmulator) => emulator.stats().keys[KEY]?.endpoints['web/search']?.requests ?? 0;

interface Claims {
  constructed: string[];
  roots: number;
  addresses: string[];
  internals: number;
  refused: number;
  defined: string[];
}
/** What the page's own script got (its main world). */
const claims = (page: Page) => page.evaluate(() => structuredClone((window as unknown as { claims: Claims }).claims));
/** Scout's elements in the page: its host, and per kind its highlights. */
const scoutElements = (panel: ScoutPanel) =>
  panel.inPage<{ hosts: string[]; marks: string[]; markers: string[] }>(`({
    hosts: [...document.querySelectorAll('${HOST}')].map((e) => e.localName),
    marks: [...document.querySelectorAll('[data-scout-place]:not([role])')].map((e) => e.localName),
    markers: [...document.querySelectorAll('[data-scout-place][role="button"]')].map((e) => e.localName),
  })`);

for (const how of ['internals', 'shadow'] as const) {
  test(`a page that defines scout-panel, scout-mark and scout-marker first (${how === 'internals' ? 'attachInternals() in the constructor' : 'its own shadow root attached first'}) gets none of Scout's elements; the panel shows, highlights and searches (F10)`, async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(
      context,
      serviceWorker,
      pages.set(`/claims-${how}`, claimingPage(how)),
    );
    expect((await claims(page)).defined).toEqual(['scout-panel', 'scout-mark', 'scout-marker']);
    // The definitions work: an element of one of those names made by the page runs the page's constructor.
    expect(await page.evaluate(() => document.createElement('scout-mark').localName)).toBe('scout-mark');
    const probe = await claims(page);
    expect(probe.constructed).toEqual(['scout-mark']);

    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => panel.inFrame()).toBe(true);
    await expect.poll(async () => (await scoutElements(panel)).markers.length).toBe(4);
    const elements = await scoutElements(panel);
    expect(elements.hosts).toEqual(['div']);
    expect(new Set(elements.marks)).toEqual(new Set(['mark']));
    expect(new Set(elements.markers)).toEqual(new Set(['span']));
    // The marks are on the page before the frame has shown their count (its reply goes through the background).
    await expect.poll(() => panel.text()).toContain('Highlighted 2 times on this page');

    // A search typed in the panel and clicked is billed once, and answered in the panel.
    const searches = webSearches(emulator);
    await page.waitForTimeout(600);
    await panel.fillQuery('museums in Berlin');
    await panel.clickButton('Search');
    await expect.poll(() => webSearches(emulator)).toBe(searches + 1);
    await expect.poll(() => panel.text()).toContain('Museum der Mauergeschichte');

    const seen = await claims(page);
    // None of the page's constructors ran on anything of Scout's; nothing it tried reached a root or an address.
    expect(seen.constructed).toEqual(['scout-mark']);
    expect(seen.internals).toBe(how === 'internals' ? 1 : 0);
    expect(seen.roots).toBe(0);
    expect(seen.addresses).toEqual([]);
    // Its observer did try, on Scout's host and highlights: the checks above could have failed.
    expect(seen.refused).toBeGreaterThan(10);
    await panel.close();
  });
}

test('a frame removed from Scout’s closed root as it is inserted closes the panel, saying why, and nothing more is searched (F10)', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey(KEY);
  const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/frame-removed', ARTICLE));
  // Only DevTools can reach into the closed root (no page can): it stands in for a page that got in, and removes the
  // frame the moment it hears of it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const removed: string[] = [];
  type Node = { nodeId: number; nodeName: string; children?: Node[]; shadowRoots?: Node[] };
  const expand = (nodeId: number) =>
    void cdp.send('DOM.requestChildNodes', { nodeId, depth: -1, pierce: true }).catch(() => undefined);
  const removeFrames = (node: Node) => {
    if (node.nodeName === 'IFRAME') {
      removed.push(node.nodeName);
      void cdp.send('DOM.removeNode', { nodeId: node.nodeId }).catch(() => undefined);
    }
    for (const root of node.shadowRoots ?? []) {
      expand(root.nodeId);
      removeFrames(root);
    }
    for (const child of node.children ?? []) removeFrames(child);
  };
  cdp.on('DOM.childNodeInserted', ({ node }) => removeFrames(node as Node));
  cdp.on('DOM.shadowRootPushed', ({ root }) => {
    expand(root.nodeId);
    removeFrames(root as Node);
  });
  cdp.on('DOM.setChildNodes', ({ nodes }) => nodes.forEach((node) => removeFrames(node as Node)));
  cdp.on('DOM.childNodeCountUpdated', ({ nodeId }) => expand(nodeId));

  await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: 'Coffee in Lisbon' });
  await expect
    .poll(() => panel.text())
    .toContain('Scout closed its panel because this page kept covering or changing it');
  expect(removed.length).toBeGreaterThan(0);
  expect(await panel.inFrame()).toBe(false);
  // Whether DevTools was quicker than the frame's load is a race (tests/unit/in-page/panel-controller.test.ts removes
  // it before any load, every time); either way nothing is asked of the API once the panel is closed.
  const requests = emulator.stats().totals.requests;
  await page.waitForTimeout(1_000);
  expect(emulator.stats().totals.requests).toBe(requests);
  await cdp.detach();
  await panel.close();
});
