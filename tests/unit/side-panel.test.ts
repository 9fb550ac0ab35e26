// Tests utils/ui-safe/side-panel.ts: Chrome's sidePanel and Firefox's sidebarAction, called inside the user's gesture.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { canOpenSidePanel, OPEN_SIDE_PANEL_COMMAND, openSidePanel } from '@/utils/ui-safe/side-panel';

const api = fakeBrowser as unknown as Record<string, unknown>;
const original = { sidePanel: api.sidePanel, sidebarAction: api.sidebarAction };

afterEach(() => {
  api.sidePanel = original.sidePanel;
  api.sidebarAction = original.sidebarAction;
});

function chrome() {
  const open = vi.fn(async (_options: { windowId: number }) => {});
  api.sidePanel = { open };
  api.sidebarAction = undefined;
  return open;
}

function firefox() {
  const sidebar = { open: vi.fn(async () => {}), toggle: vi.fn(async () => {}) };
  api.sidePanel = undefined;
  api.sidebarAction = sidebar;
  return sidebar;
}

describe('openSidePanel', () => {
  it("Chrome: opens the panel of the window it was asked for, in the same call (the user's gesture)", async () => {
    const open = chrome();
    const opening = openSidePanel(7);
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
    await opening;
    expect(canOpenSidePanel()).toBe(true);
  });

  it('Chrome: without a window there is nothing to open, and it says so', async () => {
    const open = chrome();
    await expect(openSidePanel(undefined)).rejects.toThrow(/No window/);
    expect(open).not.toHaveBeenCalled();
  });

  it("Firefox: opens the current window's sidebar, or toggles it as the toolbar button does", async () => {
    const sidebar = firefox();
    void openSidePanel(undefined);
    expect(sidebar.open).toHaveBeenCalledOnce();
    void openSidePanel(3, { toggle: true });
    expect(sidebar.toggle).toHaveBeenCalledOnce();
    expect(canOpenSidePanel()).toBe(true);
  });

  it('a browser without a side panel API: nothing offered, and opening fails plainly', async () => {
    api.sidePanel = undefined;
    api.sidebarAction = undefined;
    expect(canOpenSidePanel()).toBe(false);
    await expect(openSidePanel(1)).rejects.toThrow(/no side panel/);
  });

  it('names the command the manifest declares (wxt.config.ts)', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync('wxt.config.ts', 'utf8')).toContain(`'${OPEN_SIDE_PANEL_COMMAND}': {`);
  });
});
