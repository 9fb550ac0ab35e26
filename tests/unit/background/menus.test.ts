import { describe, expect, it, vi } from 'vitest';
import { createMenuClickHandler, MENU_IDS, menuCommand, registerMenus } from '@/utils/background/menus';

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
  it('offers summarize and find-places on a selection, and find-places on the page, on web pages only', async () => {
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
    ]);
  });

  it('can run again (an update, a browser start) without a duplicate-id error', async () => {
    const menus = fakeMenus();
    await registerMenus(menus);
    await expect(registerMenus(menus)).resolves.toBeUndefined();
    expect(menus.items.size).toBe(3);
  });
});

describe('menuCommand', () => {
  it('summarizes the selected text', () => {
    expect(menuCommand({ menuItemId: MENU_IDS.summarizeSelection, selectionText: 'Pastelaria Aurora' })).toEqual({
      type: 'scout.summarize',
      text: 'Pastelaria Aurora',
    });
  });

  it('has nothing to summarize without a selection', () => {
    expect(menuCommand({ menuItemId: MENU_IDS.summarizeSelection })).toBeUndefined();
    expect(menuCommand({ menuItemId: MENU_IDS.summarizeSelection, selectionText: '  \n ' })).toBeUndefined();
  });

  it('finds places in the selection, or in the page heading when nothing is selected', () => {
    expect(menuCommand({ menuItemId: MENU_IDS.findPlaces, selectionText: 'cafés in Lisbon' })).toEqual({
      type: 'scout.findPlaces',
      text: 'cafés in Lisbon',
    });
    expect(menuCommand({ menuItemId: MENU_IDS.findPlacesOnPage })).toEqual({
      type: 'scout.findPlaces',
      text: undefined,
    });
  });

  it('ignores menu items that are not Scout’s', () => {
    expect(menuCommand({ menuItemId: 'someone-else', selectionText: 'x' })).toBeUndefined();
    expect(menuCommand({ menuItemId: 7 })).toBeUndefined();
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
