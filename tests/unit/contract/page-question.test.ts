/**
 * "Ask Scout about this page" in the protocol (utils/contract/protocol.ts): the page's text comes only from Scout's
 * content script in a tab's top frame (audience `script`), checked and bounded; the answer's stream only from the
 * panel frame; the panel's job, passage request and the page command are checked by hand on the page's side too.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ports, protocol } from '@/utils/contract/protocol';
import { senderMayUse, type PolicyContext, type Sender } from '@/utils/worker/messaging/sender-policy';
import { parsePageCommand } from '@/utils/ui-safe/messaging/page-commands';
import { parsePanelRequest } from '@/utils/ui-safe/messaging/panel-link';
import { PAGE_QUESTION_MAX_CHARS, PAGE_TEXT_MAX_CHARS, unreadableAt } from '@/utils/ui-safe/page-question';

const ctx: PolicyContext = { extensionId: 'scoutid', extensionOrigin: 'chrome-extension://scoutid' };
const EXT = 'chrome-extension://scoutid';
const popup: Sender = { id: 'scoutid', url: `${EXT}/popup.html`, origin: EXT };
const sidePanelTab: Sender = { ...popup, url: `${EXT}/sidepanel.html` };
const contentScript: Sender = {
  id: 'scoutid',
  url: 'https://blog.example/a',
  origin: 'https://blog.example',
  tab: { id: 7 },
  frameId: 0,
};
const panelFrame: Sender = {
  id: 'scoutid',
  url: `${EXT}/panel.html#0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b`,
  origin: EXT,
  tab: { id: 7 },
  frameId: 5,
};
const TOKEN = '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b';

const mayCapture = (sender: Sender) => senderMayUse(protocol['page.capture'].audience, sender, ctx);
const capture = (data: unknown) => z.safeParse(protocol['page.capture'].request, data).success;

describe('page.capture', () => {
  it('comes only from the content script in a web tab’s top frame: never a page of Scout, the panel or a subframe', () => {
    expect(mayCapture(contentScript)).toBe(true);
    expect(mayCapture(popup)).toBe(false);
    expect(mayCapture(sidePanelTab)).toBe(false);
    expect(mayCapture(panelFrame)).toBe(false);
    expect(mayCapture({ ...contentScript, frameId: 3 })).toBe(false);
    expect(mayCapture({ ...contentScript, id: 'other' })).toBe(false);
  });

  it('carries bounded text, its count and the title, and no address of its own choosing', () => {
    expect(capture({ text: 'Some text.', total: 10, title: 'T' })).toBe(true);
    expect(capture({ text: 'x'.repeat(PAGE_TEXT_MAX_CHARS + 1), total: 1, title: 'T' })).toBe(false);
    expect(capture({ text: '', total: 0, title: 'T' })).toBe(false);
    expect(capture({ text: 'x', total: -1, title: 'T' })).toBe(false);
    expect(capture({ text: 'x', total: 1.5, title: 'T' })).toBe(false);
    expect(capture({ text: 'x', total: 1, title: 'x'.repeat(301) })).toBe(false);
    expect(capture({ text: 'x', total: 1, title: 'T', url: 'https://elsewhere.example/' })).toBe(false);
  });
});

describe('scout.pageAnswer', () => {
  const start = (data: unknown) => z.safeParse(ports['scout.pageAnswer'].start, data).success;
  it('is opened by the panel frame only, with a capture id, a bounded question and a click’s id', () => {
    expect(senderMayUse(ports['scout.pageAnswer'].audience, panelFrame, ctx)).toBe(true);
    expect(senderMayUse(ports['scout.pageAnswer'].audience, contentScript, ctx)).toBe(false);
    expect(senderMayUse(ports['scout.pageAnswer'].audience, popup, ctx)).toBe(false);
    expect(start({ capture: TOKEN, question: 'Summarize this page', ask: 'a' })).toBe(true);
    expect(start({ capture: 'not-an-id', question: 'q', ask: 'a' })).toBe(false);
    expect(start({ capture: TOKEN, question: 'x'.repeat(PAGE_QUESTION_MAX_CHARS + 1), ask: 'a' })).toBe(false);
    expect(start({ capture: TOKEN, question: '', ask: 'a' })).toBe(false);
    expect(start({ capture: TOKEN, question: 'q' })).toBe(false);
  });
});

describe('the page side', () => {
  it('knows the askPage command and checks a passage request by hand', () => {
    expect(parsePageCommand({ type: 'scout.askPage' })).toEqual({ type: 'scout.askPage' });
    expect(parsePanelRequest({ type: 'passage', text: 'The best espresso' })).toBeDefined();
    expect(parsePanelRequest({ type: 'passage', text: 'x'.repeat(301) })).toBeUndefined();
    expect(parsePanelRequest({ type: 'passage', text: 42 })).toBeUndefined();
  });

  it('says why a page cannot be read before anything is tried', () => {
    expect(unreadableAt('https://blog.example/a')).toBeUndefined();
    expect(unreadableAt('file:///home/me/notes.html')).toBe('file');
    expect(unreadableAt('chrome://settings')).toBe('restricted');
    expect(unreadableAt('https://chromewebstore.google.com/detail/x')).toBe('restricted');
    expect(unreadableAt('https://addons.mozilla.org/en-US/firefox/')).toBe('restricted');
    expect(unreadableAt('https://example.org/paper.PDF')).toBe('pdf');
    expect(unreadableAt(undefined)).toBe('noAccess');
  });
});
