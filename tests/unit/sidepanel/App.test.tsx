/**
 * The side panel with the background replaced by scripted replies: it opens on the session's last search, shows
 * the popup's search when the popup hands it over, follows the active tab for its page actions (without closing),
 * says how to let Scout act on a tab it may not see, and Esc takes the user back to the box.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/sidepanel/App';
import { Answer, FilterFields } from '@/components/app/parts';
import { onHandover } from '@/components/app/handover';
import { send } from '@/utils/ui-safe/messaging/client';
import { view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn(() => () => {}) }));
vi.mock('@/components/app/handover', () => ({ onHandover: vi.fn(() => () => {}) }));

const ok = (data: unknown) => ({ ok: true, data });
let last: unknown;

beforeAll(async () => {
  await Promise.all([Answer.preload(), FilterFields.preload()]);
});
beforeEach(() => {
  vi.clearAllMocks();
  fakeBrowser.reset();
  last = { request: { q: 'heron', page: 0, filters: {} }, view: view() };
  vi.mocked(send).mockImplementation(((type: string) => {
    if (type === 'settings.get') return Promise.resolve(ok({ country: 'DE', goggles: [] }));
    if (type === 'key.status') return Promise.resolve(ok({ set: true }));
    if (type === 'search.last') return Promise.resolve(ok(last));
    if (type === 'page.findPlaces') return Promise.resolve(ok({}));
    if (type === 'page.ask') return Promise.resolve({ ok: false, error: { kind: 'unknown', message: '' } });
    return Promise.reject(new Error(`unexpected ${type}`));
  }) as never);
});
afterEach(cleanup);

const box = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const links = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('link');

async function open() {
  render(<App />);
  await waitFor(() => expect(links()).toHaveLength(3));
}

describe('the side panel', () => {
  it("opens on the session's last search, and shows the popup's when it is handed over", async () => {
    await open();
    expect(box().value).toBe('heron');
    last = { request: { q: 'ibis', page: 0, filters: {} }, view: view({ searchId: 'ibis' }) };
    const handover = vi.mocked(onHandover).mock.calls[0]![0];
    await act(async () => handover());
    await waitFor(() => expect(box().value).toBe('ibis'));
    expect(vi.mocked(send).mock.calls.filter(([type]) => type === 'search')).toHaveLength(0);
  });

  it('follows the active tab: "Find places on this page" acts on the tab now in front, and the panel stays', async () => {
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 3, url: 'chrome://newtab/' }] as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await open();
    expect(screen.queryByRole('button', { name: 'Find places on this page' })).toBeNull();
    query.mockResolvedValue([{ id: 8, url: 'https://news.example/lisbon' }] as never);
    await act(async () => void (await fakeBrowser.tabs.onActivated.trigger({ tabId: 8, windowId: 1 })));
    fireEvent.click(await screen.findByRole('button', { name: 'Find places on this page' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('page.findPlaces', { tabId: 8 }));
    await act(async () => {});
    expect(close).not.toHaveBeenCalled();
  });

  it('"Ask about this page" asks for the tab in front, and says why when Scout may not read it', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 8, url: 'https://example.org/paper.pdf' }] as never);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask about this page' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('page.ask', { tabId: 8 }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Scout may not read this page'),
    );
  });

  it('"This site (host)" follows the active tab: offered for a web page Scout may see, gone elsewhere', async () => {
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 3, url: 'chrome://newtab/' }] as never);
    await open();
    expect(screen.queryByRole('button', { name: /This site/ })).toBeNull();
    query.mockResolvedValue([{ id: 8, url: 'https://docs.python.org/3/' }] as never);
    await act(async () => void (await fakeBrowser.tabs.onActivated.trigger({ tabId: 8, windowId: 1 })));
    fireEvent.click(await screen.findByRole('button', { name: 'This site (docs.python.org)' }));
    expect(box().value).toBe('site:docs.python.org heron');
    expect(document.activeElement).toBe(box());
    query.mockResolvedValue([{ id: 9, url: 'https://news.example/' }] as never);
    await act(async () => void (await fakeBrowser.tabs.onActivated.trigger({ tabId: 9, windowId: 1 })));
    expect(await screen.findByRole('button', { name: 'This site (news.example)' })).toBeTruthy();
    expect(vi.mocked(send).mock.calls.filter(([type]) => type === 'search')).toHaveLength(0);
  });

  it('says how to let Scout act on a tab whose page it may not see', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 3 }] as never);
    await open();
    expect(await screen.findByText(/open Scout on it once/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find places on this page' })).toBeNull();
  });

  it('Esc takes the user back to the box and keeps the results', async () => {
    await open();
    links()[1]!.focus();
    fireEvent.keyDown(links()[1]!, { key: 'Escape' });
    expect(document.activeElement).toBe(box());
    expect(links()).toHaveLength(3);
    expect(box().value).toBe('heron');
  });
});
