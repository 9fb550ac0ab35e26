import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMenuClickHandler, registerMenus } from '@/utils/worker/background/menus';

/** The ids registerMenus gives its items (checked below). */
const MENU_IDS = {
  summarizeSelection: 'scout-summarize-selection',
  findPlaces: 'scout-find-places',
  findPlacesOnPage: 'scout-find-places-page',
  searchSite: 'scout-search-site',
  askPage: 'scout-ask-page',
} as const;

/** The job a click in tab 1 delivers to its page, or undefined when it delivers none. */
async function menuCommand(info: Parameters<ReturnType<typeof createMenuClickHandler>>[0]) {
  const deliver = vi.fn(async () => {});
  await createMenuClickHandler(deliver)(info, { id: 1 });
  expect(deliver.mock.calls.length).toBeLessThanOrEqual(1);
  return (deliver.mock.calls[0] as unknown[] | undefined)?.[1];
}

function fakeMenus() {
  const items = new Map<string, unknown>();
  return {
    items,
    removeAll: vi.fn(async () => items.clear()),
    create: vi.fn((properties: { id: string }) => {
      // Like the browser: a second item with the same id is an error.
      if (items.has(properties.id)) throw new Error(`Cannot create item with duplicate id ${properties.id}`);
      items.set(properties.id, properties);
    }),
    onClicked: { addListener: vi.fn() },
  };
}

describe('registerMenus', () => {
  it('offers summarize and find-places on a selection, find-places, search-this-site and ask-about-this-page on the page, on web pages only', async () => {
    const menus = fakeMenus();
    await registerMenus(menus);
    expect([...menus.items.values()]).toEqual([
      {
        id: 'scout-summarize-selection',
        title: 'Summarize “%s” with Scout',
        contexts: ['selection'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
      {
        id: 'scout-find-places',
        title: 'Find places in selection',
        contexts: ['selection'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
      {
        id: 'scout-find-places-page',
        title: 'Find places on this page',
        contexts: ['page'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
      {
        id: 'scout-search-site',
        title: 'Search this site with Scout',
        contexts: ['page'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
      {
        id: 'scout-ask-page',
        title: 'Ask Scout about this page',
        contexts: ['page'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
    ]);
  });

  it('can run again (an update, a browser start) without a duplicate-id error', async () => {
    const menus = fakeMenus();
    await registerMenus(menus);
    await expect(registerMenus(menus)).resolves.toBeUndefined();
    expect(menus.items.size).toBe(5);
  });
});

describe('the job a click asks for', () => {
  it('summarizes the selected text', async () => {
    expect(await menuCommand({ menuItemId: MENU_IDS.summarizeSelection, selectionText: 'Pastelaria Aurora' })).toEqual({
      type: 'scout.summarize',
      text: 'Pastelaria Aurora',
    });
  });

  it('has nothing to summarize without a selection', async () => {
    expect(await menuCommand({ menuItemId: MENU_IDS.summarizeSelection })).toBeUndefined();
    expect(await menuCommand({ menuItemId: MENU_IDS.summarizeSelection, selectionText: '  \n ' })).toBeUndefined();
  });

  it('finds places in the selection, or in the page heading when nothing is selected', async () => {
    expect(await menuCommand({ menuItemId: MENU_IDS.findPlaces, selectionText: 'cafés in Lisbon' })).toEqual({
      type: 'scout.findPlaces',
      text: 'cafés in Lisbon',
    });
    expect(await menuCommand({ menuItemId: MENU_IDS.findPlacesOnPage })).toEqual({
      type: 'scout.findPlaces',
      text: undefined,
    });
  });

  it('asks about the page: the content script reads and prices it, nothing is sent yet', async () => {
    expect(await menuCommand({ menuItemId: MENU_IDS.askPage, selectionText: 'ignored' })).toEqual({
      type: 'scout.askPage',
    });
  });

  it('ignores menu items that are not Scout’s', async () => {
    expect(await menuCommand({ menuItemId: 'someone-else', selectionText: 'x' })).toBeUndefined();
    expect(await menuCommand({ menuItemId: 7 })).toBeUndefined();
  });
});

describe('the menu click handler', () => {
  it('delivers the job to the tab that was clicked in, naming the page clicked on (F9)', async () => {
    const deliver = vi.fn(async () => {});
    await createMenuClickHandler(deliver)(
      { menuItemId: MENU_IDS.summarizeSelection, selectionText: 'tea', pageUrl: 'https://tea.example/' },
      { id: 12 },
    );
    expect(deliver).toHaveBeenCalledWith(12, { type: 'scout.summarize', text: 'tea' }, 'https://tea.example/');
  });

  it('does nothing without a real tab (a click outside any tab has id -1 or none)', async () => {
    const deliver = vi.fn(async () => {});
    const onClick = createMenuClickHandler(deliver);
    await onClick({ menuItemId: MENU_IDS.findPlaces, selectionText: 'x' });
    await onClick({ menuItemId: MENU_IDS.findPlaces, selectionText: 'x' }, { id: -1 });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('swallows a refused injection: the click must not become an unhandled rejection in the worker', async () => {
    const deliver = vi.fn(async () => {
      throw new Error('Cannot access contents of the page');
    });
    await expect(
      createMenuClickHandler(deliver)({ menuItemId: MENU_IDS.findPlacesOnPage }, { id: 3 }),
    ).resolves.toBeUndefined();
  });
});

describe('"Search this site with Scout"', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://scout${path}`) as never;
  });

  it('opens the results page beside the tab with site:<host> in the box, and injects nothing', async () => {
    const deliver = vi.fn(async () => {});
    const open = vi.fn(async (_url: string, _tab?: object) => {});
    await createMenuClickHandler(deliver, open)(
      { menuItemId: MENU_IDS.searchSite, pageUrl: 'https://docs.python.org/3/tutorial/index.html' },
      { id: 4, index: 2, url: 'https://docs.python.org/3/tutorial/index.html' },
    );
    expect(open).toHaveBeenCalledWith('chrome-extension://scout/results.html?prefill=site%3Adocs.python.org+', {
      id: 4,
      index: 2,
      url: 'https://docs.python.org/3/tutorial/index.html',
    });
    expect(new URL(open.mock.calls[0]![0]).searchParams.get('prefill')).toBe('site:docs.python.org ');
    expect(deliver).not.toHaveBeenCalled();
  });

  it('does nothing on a page that is not http(s), and swallows a tab the browser refused', async () => {
    const open = vi.fn(async () => {
      throw new Error('no tab');
    });
    const onClick = createMenuClickHandler(vi.fn(), open);
    await onClick({ menuItemId: MENU_IDS.searchSite, pageUrl: 'chrome://settings' }, { id: 1 });
    expect(open).not.toHaveBeenCalled();
    await expect(
      onClick({ menuItemId: MENU_IDS.searchSite }, { id: 1, url: 'http://a.example/' }),
    ).resolves.toBeUndefined();
    expect(open).toHaveBeenCalledOnce();
  });
});
