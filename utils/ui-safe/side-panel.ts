/**
 * Scout's side panel: Chrome's `sidePanel` (manifest `side_panel`) or Firefox's `sidebarAction` (manifest
 * `sidebar_action`), both showing `sidepanel.html`. Both browsers open it only inside the user's gesture (a click,
 * a toolbar button, a keyboard command): call `openSidePanel` with no `await` before it in that handler.
 * Zod-free and layer-free, for the popup ("Open in the side panel") and the background (toolbar button, command).
 */
import { browser } from 'wxt/browser';

/** The `commands` entry (wxt.config.ts) whose shortcut opens the side panel. */
export const OPEN_SIDE_PANEL_COMMAND = 'open-side-panel';

interface ChromeSidePanel {
  open(options: { windowId: number }): Promise<void>;
}
interface FirefoxSidebarAction {
  open(): Promise<void>;
  toggle(): Promise<void>;
}

const chromeSidePanel = () => (browser as unknown as { sidePanel?: ChromeSidePanel }).sidePanel;
const firefoxSidebar = () => (browser as unknown as { sidebarAction?: FirefoxSidebarAction }).sidebarAction;

export const canOpenSidePanel = (): boolean => Boolean(chromeSidePanel()?.open ?? firefoxSidebar()?.open);

/**
 * Opens the side panel of `windowId` (Chrome needs it; Firefox opens the current window's, and `toggle` closes an open
 * one, as its own sidebar buttons do). Rejects when the browser refuses (no gesture, no window, no panel API).
 */
export function openSidePanel(windowId: number | undefined, { toggle = false } = {}): Promise<void> {
  const chrome = chromeSidePanel();
  if (chrome?.open) {
    return windowId === undefined
      ? Promise.reject(new Error('No window to open the side panel in.'))
      : chrome.open({ windowId });
  }
  const firefox = firefoxSidebar();
  if (firefox?.open) return toggle ? firefox.toggle() : firefox.open();
  return Promise.reject(new Error('This browser has no side panel for extensions.'));
}
