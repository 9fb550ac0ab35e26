import { describe, expect, it } from 'vitest';
import { senderMayUse, type PolicyContext, type Sender } from '@/utils/worker/messaging/sender-policy';
import { protocol, type Audience } from '@/utils/contract/protocol';

const ctx: PolicyContext = { extensionId: 'scoutid', extensionOrigin: 'chrome-extension://scoutid' };
const popup: Sender = {
  id: 'scoutid',
  url: 'chrome-extension://scoutid/popup.html',
  origin: 'chrome-extension://scoutid',
};
const optionsInTab: Sender = { ...popup, url: 'chrome-extension://scoutid/options.html', tab: { id: 4 }, frameId: 0 };
const contentScript: Sender = {
  id: 'scoutid',
  url: 'https://evil.example/',
  origin: 'https://evil.example',
  tab: { id: 7 },
  frameId: 0,
};

/** Scout's panel page in an iframe of a web page, as Chrome stamps it. */
const panelFrame: Sender = {
  id: 'scoutid',
  url: 'chrome-extension://scoutid/panel.html#0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
  origin: 'chrome-extension://scoutid',
  tab: { id: 7 },
  frameId: 5,
  documentId: 'FCB17F7F128E54D0B6884D596868F611',
};
const AUDIENCES: Audience[] = ['extension', 'page', 'panel', 'content'];
const rights = (sender: Sender) => AUDIENCES.filter((audience) => senderMayUse(audience, sender, ctx));

describe("the sender's origin", () => {
  it('is the browser-stamped one, else the url’s', () => {
    expect(rights(popup)).toEqual(['extension', 'page', 'content']);
    expect(rights({ ...popup, origin: 'https://a.example' })).toEqual([]);
    const { origin: _, ...noOrigin } = contentScript;
    expect(rights({ ...noOrigin, url: 'https://a.example/x?y' })).toEqual(['content']);
  });
  it('is none for a "null" origin or an unparsable url', () => {
    expect(rights({ ...popup, origin: 'null' })).toEqual([]);
    const { origin: _, ...noOrigin } = contentScript;
    expect(rights({ ...noOrigin, url: 'about:blank' })).toEqual([]);
    expect(rights({ ...noOrigin, url: 'not a url' })).toEqual([]);
  });
});

describe('senderMayUse', () => {
  it('lets extension pages use privileged messages, even from a tab (A4)', () => {
    expect(senderMayUse('extension', popup, ctx)).toBe(true);
    expect(senderMayUse('extension', optionsInTab, ctx)).toBe(true);
  });

  it('refuses privileged messages from a content script that carries our id (A2)', () => {
    expect(senderMayUse('extension', contentScript, ctx)).toBe(false);
  });

  it('refuses "null" origins, about:blank and data: senders (A3)', () => {
    for (const s of [
      { ...contentScript, origin: 'null' },
      { id: 'scoutid', url: 'about:blank', tab: { id: 1 }, frameId: 0 },
      { id: 'scoutid', url: 'data:text/html,hi', tab: { id: 1 }, frameId: 0 },
    ]) {
      expect(senderMayUse('extension', s, ctx)).toBe(false);
      expect(senderMayUse('content', s, ctx)).toBe(false);
    }
  });

  it('lets a top-frame content script use content messages only', () => {
    expect(senderMayUse('content', contentScript, ctx)).toBe(true);
    expect(senderMayUse('extension', contentScript, ctx)).toBe(false);
  });

  it('refuses content messages from sub-frames such as ad iframes (A11)', () => {
    expect(senderMayUse('content', { ...contentScript, frameId: 3 }, ctx)).toBe(false);
  });

  it('refuses other extensions and senders without a tab', () => {
    expect(senderMayUse('content', { ...contentScript, id: 'otherext' }, ctx)).toBe(false);
    expect(senderMayUse('content', { ...contentScript, tab: undefined }, ctx)).toBe(false);
    expect(senderMayUse('extension', { ...popup, id: 'otherext' }, ctx)).toBe(false);
  });

  it('gives three kinds of sender three different rights', () => {
    expect(rights(popup)).toEqual(['extension', 'page', 'content']);
    expect(rights(optionsInTab)).toEqual(['extension', 'page', 'content']);
    expect(rights(panelFrame)).toEqual(['page', 'panel']);
    expect(rights(contentScript)).toEqual(['content']);
  });

  it('gives an extension page inside a web page’s frame no popup rights (F9)', () => {
    // Any Scout page a web page manages to frame (only the panel's page is web-accessible, but the rule is general).
    const framedOptions = { ...panelFrame, url: 'chrome-extension://scoutid/options.html' };
    expect(rights(framedOptions)).toEqual([]);
    // The panel frame itself: the page rights only, never the key, settings or popup search.
    expect(senderMayUse('extension', panelFrame, ctx)).toBe(false);
    // The panel's page opened as a tab of its own is no popup either.
    expect(rights({ ...panelFrame, frameId: 0 })).toEqual([]);
    expect(rights({ ...panelFrame, tab: undefined, frameId: undefined })).toEqual([]);
  });

  it('knows the panel frame by its id, its extension URL, a tab, a sub-frame and a real document id', () => {
    // The `panel` audience is exactly the panel frame (sender-policy.ts).
    expect(rights(panelFrame)).toContain('panel');
    // Firefox before 153 names no document; a "null" origin (a sandboxed page around it) does not matter: the URL does.
    expect(rights({ ...panelFrame, documentId: undefined, origin: 'null' })).toContain('panel');
    for (const sender of [
      { ...panelFrame, id: 'otherext' },
      { ...panelFrame, url: 'https://evil.example/panel.html' },
      { ...panelFrame, url: 'chrome-extension://otherext/panel.html' },
      { ...panelFrame, url: 'chrome-extension://scoutid/popup.html' },
      { ...panelFrame, url: undefined },
      { ...panelFrame, tab: undefined },
      { ...panelFrame, frameId: 0 },
      { ...panelFrame, frameId: undefined },
      { ...panelFrame, documentId: '' },
    ]) {
      expect(rights(sender), JSON.stringify(sender)).not.toContain('panel');
    }
  });

  it('lets a content script use its own link only: searches are its panel frame’s', () => {
    expect(rights(contentScript)).toEqual(['content']);
  });

  it('lets the panel frame ask the prices of its billed buttons; a content script, an ad frame or another page may not', () => {
    const prices = protocol['spending.prices'].audience;
    expect(senderMayUse(prices, panelFrame, ctx)).toBe(true);
    expect(senderMayUse(prices, popup, ctx)).toBe(true);
    expect(senderMayUse(prices, contentScript, ctx)).toBe(false);
    expect(senderMayUse(prices, { ...contentScript, frameId: 3 }, ctx)).toBe(false);
    // The rest of the ledger stays the extension pages': the panel frame gets prices only.
    expect(senderMayUse(protocol['spending.summary'].audience, panelFrame, ctx)).toBe(false);
    // The reply holds prices and nothing else: any other field is refused, not stripped.
    const reply = protocol['spending.prices'].response;
    expect(
      reply.safeParse({ search: 5_000, answer: 15_670, answerCeiling: 33_600, followupCeiling: 48_600 }).success,
    ).toBe(true);
    expect(
      reply.safeParse({ search: 5_000, answer: 15_670, answerCeiling: 33_600, followupCeiling: 48_600, total: 1 })
        .success,
    ).toBe(false);
  });
});
