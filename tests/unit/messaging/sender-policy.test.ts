import { describe, expect, it } from 'vitest';
import { senderMayUse, senderOrigin, type PolicyContext, type Sender } from '@/utils/messaging/sender-policy';

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

describe('senderOrigin', () => {
  it('prefers the browser-stamped origin and falls back to the url', () => {
    expect(senderOrigin(popup)).toBe('chrome-extension://scoutid');
    expect(senderOrigin({ url: 'https://a.example/x?y' })).toBe('https://a.example');
  });
  it('treats "null" origins and unparsable urls as no origin', () => {
    expect(senderOrigin({ origin: 'null', url: 'chrome-extension://scoutid/popup.html' })).toBeUndefined();
    expect(senderOrigin({ url: 'about:blank' })).toBeUndefined();
    expect(senderOrigin({ url: 'not a url' })).toBeUndefined();
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
  });

  it('refuses content messages from sub-frames such as ad iframes (A11)', () => {
    expect(senderMayUse('content', { ...contentScript, frameId: 3 }, ctx)).toBe(false);
  });

  it('refuses other extensions and senders without a tab', () => {
    expect(senderMayUse('content', { ...contentScript, id: 'otherext' }, ctx)).toBe(false);
    expect(senderMayUse('content', { ...contentScript, tab: undefined }, ctx)).toBe(false);
    expect(senderMayUse('extension', { ...popup, id: 'otherext' }, ctx)).toBe(false);
  });
});
