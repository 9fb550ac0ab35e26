import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deliverToTab } from '@/utils/worker/background/tab-agent';
import { PAGE_AGENT_ALIVE } from '@/utils/ui-safe/messaging/page-commands';

/** The content script as WXT builds it (entrypoints/in-page/index.ts). */
const CONTENT_SCRIPT_FILE = '/in-page.js';

describe('deliverToTab', () => {
  let executeScript: ReturnType<typeof vi.fn>;
  const injections = () => executeScript.mock.calls.filter(([details]) => 'files' in details);
  let sent: { tabId: number; message: any; options: unknown }[];
  let alive: boolean;

  beforeEach(() => {
    sent = [];
    alive = false;
    // The first call pins the top document (a function, no document id here, as in an older Firefox); a file injects.
    executeScript = vi.fn(async (details: { files?: string[] }) => {
      if (!details.files) return [{ frameId: 0, result: 'https://a.example/' }];
      alive = true;
      return [];
    });
    (fakeBrowser.scripting as any).executeScript = executeScript;
    (fakeBrowser.tabs as any).sendMessage = vi.fn(async (tabId: number, message: any, options: unknown) => {
      sent.push({ tabId, message, options });
      if (!alive) throw new Error('Could not establish connection. Receiving end does not exist.');
      return message.type === 'scout.ping' ? PAGE_AGENT_ALIVE : undefined;
    });
  });

  it('injects the content script into the top frame of that tab only when no live copy answers, then sends the job', async () => {
    await deliverToTab(5, { type: 'scout.findPlaces' });
    expect(injections()).toEqual([[{ target: { tabId: 5, frameIds: [0] }, files: [CONTENT_SCRIPT_FILE] }]]);
    expect(sent.map((s) => s.message.type)).toEqual(['scout.ping', 'scout.findPlaces']);
    expect(sent.every((s) => s.tabId === 5 && (s.options as { frameId: number }).frameId === 0)).toBe(true);
  });

  it('reuses a running copy: a second click injects nothing', async () => {
    await deliverToTab(5, { type: 'scout.summarize', text: 'a' });
    await deliverToTab(5, { type: 'scout.summarize', text: 'b' });
    expect(injections()).toHaveLength(1);
    expect(sent.at(-1)!.message).toEqual({ type: 'scout.summarize', text: 'b' });
  });

  it('injects again where only a stale copy is left (it answers the ping with something else)', async () => {
    alive = true;
    (fakeBrowser.tabs as any).sendMessage = vi.fn(async () => undefined);
    await deliverToTab(5, { type: 'scout.findPlaces' });
    expect(injections()).toHaveLength(1);
  });
});

/**
 * A tab whose top document can change under Scout (a navigation, or a back/forward-cached page coming back with a
 * live agent of its own): every call names the document it is meant for, as the browser does with `documentId`.
 */
function navigableTab() {
  const documents = new Map([
    ['doc-a', { url: 'https://a.example/article', agent: false }],
    ['doc-b', { url: 'https://b.example/', agent: true }],
  ]);
  const tab = { current: 'doc-a', received: [] as { documentId: string; type: string }[], afterPing: '' };
  const targetOf = (documentId: string | undefined) => {
    if (documentId !== undefined && documentId !== tab.current) throw new Error(`No document with id ${documentId}.`);
    return tab.current;
  };
  const executeScript = vi.fn(
    async ({ target, func }: { target: { documentIds?: string[] }; func?: () => unknown }) => {
      const id = targetOf(target.documentIds?.[0]);
      if (!func) documents.get(id)!.agent = true;
      return [{ frameId: 0, documentId: id, result: func ? documents.get(id)!.url : undefined }];
    },
  );
  const sendMessage = vi.fn(
    async (_tabId: number, message: { type: string }, options: { frameId?: number; documentId?: string }) => {
      expect(options.frameId).toBe(0);
      const id = targetOf(options.documentId);
      // The user's page answers (or not), then the tab moves on to another document.
      if (message.type === 'scout.ping' && tab.afterPing) tab.current = tab.afterPing;
      if (!documents.get(id)!.agent) throw new Error('Could not establish connection. Receiving end does not exist.');
      tab.received.push({ documentId: id, type: message.type });
      return message.type === 'scout.ping' ? PAGE_AGENT_ALIVE : undefined;
    },
  );
  (fakeBrowser.scripting as any).executeScript = executeScript;
  (fakeBrowser.tabs as any).sendMessage = sendMessage;
  const injected = () => executeScript.mock.calls.filter(([details]) => 'files' in details).map(([d]) => d);
  return { tab, documents, sendMessage, injected };
}

describe('deliverToTab targets the document the user acted on (F9)', () => {
  const job = { type: 'scout.summarize', text: 'tea' } as const;

  it('sends the ping, the script and the job to that document, by its id', async () => {
    const { tab, sendMessage, injected } = navigableTab();
    await deliverToTab(5, job, 'https://a.example/article');
    expect(tab.received).toEqual([{ documentId: 'doc-a', type: 'scout.summarize' }]);
    expect(injected()).toEqual([{ target: { tabId: 5, documentIds: ['doc-a'] }, files: [CONTENT_SCRIPT_FILE] }]);
    for (const [, , options] of sendMessage.mock.calls) expect(options).toEqual({ frameId: 0, documentId: 'doc-a' });
  });

  it('a navigation after the ping delivers nothing to the new document, even one with a live agent', async () => {
    const { tab, documents } = navigableTab();
    documents.get('doc-a')!.agent = true;
    tab.afterPing = 'doc-b';
    await expect(deliverToTab(5, job, 'https://a.example/article')).rejects.toThrow(/No document/);
    expect(tab.received.filter((r) => r.documentId === 'doc-b')).toEqual([]);
  });

  it('a navigation before the script is injected injects nothing into the new document', async () => {
    const { tab, injected } = navigableTab();
    tab.afterPing = 'doc-b';
    await expect(deliverToTab(5, job, 'https://a.example/article')).rejects.toThrow(/No document/);
    expect(injected()).toEqual([{ target: { tabId: 5, documentIds: ['doc-a'] }, files: [CONTENT_SCRIPT_FILE] }]);
    expect(tab.received).toEqual([]);
  });

  it('a tab that already shows another page than the one clicked on gets nothing', async () => {
    const { tab, injected } = navigableTab();
    tab.current = 'doc-b';
    await expect(deliverToTab(5, job, 'https://a.example/article')).rejects.toThrow(/another page/);
    expect(tab.received).toEqual([]);
    expect(injected()).toEqual([]);
  });

  it('where the browser names no document (an older Firefox), it addresses the top frame alone', async () => {
    (fakeBrowser.scripting as any).executeScript = vi.fn(async ({ func }: { func?: () => unknown }) => [
      { frameId: 0, result: func ? 'https://a.example/article#part-2' : undefined },
    ]);
    const options: unknown[] = [];
    (fakeBrowser.tabs as any).sendMessage = vi.fn(async (_t: number, message: { type: string }, o: unknown) => {
      options.push(o);
      return message.type === 'scout.ping' ? PAGE_AGENT_ALIVE : undefined;
    });
    await deliverToTab(5, job, 'https://a.example/article');
    expect(options).toEqual([{ frameId: 0 }, { frameId: 0 }]);
  });
});
