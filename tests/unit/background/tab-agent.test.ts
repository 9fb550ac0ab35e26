import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CONTENT_SCRIPT_FILE, deliverToTab } from '@/utils/background/tab-agent';
import { PAGE_AGENT_ALIVE } from '@/utils/messaging/page-commands';

describe('deliverToTab', () => {
  let executeScript: ReturnType<typeof vi.fn>;
  let sent: { tabId: number; message: any; options: unknown }[];
  let alive: boolean;

  beforeEach(() => {
    sent = [];
    alive = false;
    executeScript = vi.fn(async () => {
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
    expect(executeScript).toHaveBeenCalledExactlyOnceWith({
      target: { tabId: 5, frameIds: [0] },
      files: [CONTENT_SCRIPT_FILE],
    });
    expect(sent.map((s) => s.message.type)).toEqual(['scout.ping', 'scout.findPlaces']);
    expect(sent.every((s) => s.tabId === 5 && (s.options as { frameId: number }).frameId === 0)).toBe(true);
  });

  it('reuses a running copy: a second click injects nothing', async () => {
    await deliverToTab(5, { type: 'scout.summarize', text: 'a' });
    await deliverToTab(5, { type: 'scout.summarize', text: 'b' });
    expect(executeScript).toHaveBeenCalledOnce();
    expect(sent.at(-1)!.message).toEqual({ type: 'scout.summarize', text: 'b' });
  });

  it('injects again where only a stale copy is left (it answers the ping with something else)', async () => {
    alive = true;
    (fakeBrowser.tabs as any).sendMessage = vi.fn(async () => undefined);
    await deliverToTab(5, { type: 'scout.findPlaces' });
    expect(executeScript).toHaveBeenCalledOnce();
  });
});
