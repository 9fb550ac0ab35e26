// @vitest-environment node
/**
 * The search app's new hosts are extension pages with the popup's rights (issue 24, deliverable 5): the results tab
 * (the top frame of a tab: `tab` set, `frameId` 0) and the side panel (no tab). Told apart by the browser-stamped
 * sender, never by a field: the same page path served by a web page gets a page's rights only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { protocol, ports, type Audience } from '@/utils/contract/protocol';
import { senderMayUse, type PolicyContext, type Sender } from '@/utils/worker/messaging/sender-policy';
import { saveKey } from '@/utils/worker/services/key';
import { routeAnswering } from '../background/route-helpers';

const ctx: PolicyContext = { extensionId: 'scout', extensionOrigin: 'chrome-extension://scout' };
const page = { id: 'scout', origin: 'chrome-extension://scout' };
const resultsTab: Sender = {
  ...page,
  url: 'chrome-extension://scout/results.html?q=heron&offset=1',
  tab: { id: 12 },
  frameId: 0,
};
const sidePanel: Sender = { ...page, url: 'chrome-extension://scout/sidepanel.html' };
const popup: Sender = { ...page, url: 'chrome-extension://scout/popup.html' };
/** A web page at a look-alike path, in a tab's top frame (Scout's content script there carries Scout's id). */
const lookAlike: Sender = {
  id: 'scout',
  url: 'https://evil.example/results.html?q=heron',
  origin: 'https://evil.example',
  tab: { id: 12 },
  frameId: 0,
};

const audiences = [
  ...Object.values(protocol).map((entry) => entry.audience),
  ...Object.values(ports).map((entry) => entry.audience),
] as Audience[];

describe('the results tab and the side panel have the popup’s rights', () => {
  it.each([
    ['the results tab (tab set, top frame)', resultsTab],
    ['the side panel (no tab)', sidePanel],
  ])('%s may send every message and open every stream the popup may', (_name, sender) => {
    expect(audiences).toContain('extension');
    for (const audience of audiences) {
      expect(senderMayUse(audience, sender, ctx)).toBe(senderMayUse(audience, popup, ctx));
      // The panel frame's link and the page's own text are what no extension page may send (sender-policy.ts RIGHTS).
      expect(senderMayUse(audience, sender, ctx)).toBe(audience !== 'panel' && audience !== 'script');
    }
  });

  it('a web page at the same path has a page’s rights only', () => {
    expect(senderMayUse('extension', lookAlike, ctx)).toBe(false);
    expect(senderMayUse('content', lookAlike, ctx)).toBe(true);
  });
});

describe('through the real router', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('hosts-test-key-1234', async () => {});
  });

  const answer = { type: 'search', query: { original: 'heron' }, web: { type: 'search', results: [] } };

  it.each([
    ['the results tab', resultsTab],
    ['the side panel', sidePanel],
  ])('%s can search, page through results and read the last search', async (_name, sender) => {
    const { route } = routeAnswering(answer);
    expect(await route({ type: 'search', data: { q: 'heron', page: 1 } }, sender)).toMatchObject({ ok: true });
    expect(await route({ type: 'search.last', data: {} }, sender)).toMatchObject({ ok: true });
    expect(await route({ type: 'settings.get', data: {} }, sender)).toMatchObject({ ok: true });
  });

  it('the look-alike page cannot', async () => {
    const { route, fetch } = routeAnswering(answer);
    expect(await route({ type: 'search', data: { q: 'heron' } }, lookAlike)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
