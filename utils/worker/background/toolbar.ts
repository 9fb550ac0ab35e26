/**
 * What the toolbar button opens (the `toolbarOpens` setting), and the keyboard command that opens the side panel.
 *
 * In side-panel mode the action's popup is cleared, so a click reaches `action.onClicked`, which opens the panel
 * inside the click's gesture. Chrome's `sidePanel.setPanelBehavior({ openPanelOnActionClick: true })` would open it
 * without Scout's code, but then the click does not invoke Scout on the page and Chrome grants no activeTab, so the
 * panel could not highlight on the page it was opened over (components/app/active-tab.ts). A click that reaches
 * `onClicked` does grant it, in Chrome and in Firefox (which has no such behaviour: the same path serves both).
 * The command, too, grants activeTab for the active tab.
 */
import { browser } from 'wxt/browser';
import type { ToolbarOpens } from '@/utils/ui-safe/settings/choices';
import { readSettings } from '@/utils/worker/settings/service';
import { OPEN_SIDE_PANEL_COMMAND, openSidePanel } from '@/utils/ui-safe/side-panel';

/** The manifest's `action.default_popup` (WXT builds entrypoints/popup/ to it). */
const POPUP = 'popup.html';

export async function applyToolbarButton(opens: ToolbarOpens): Promise<void> {
  await browser.action.setPopup({ popup: opens === 'sidePanel' ? '' : POPUP });
}

/** At install, update and browser start: the browser does not keep a popup set at run time across restarts. */
export const applyToolbarSetting = async (): Promise<void> => applyToolbarButton((await readSettings()).toolbarOpens);

interface ActedOnTab {
  windowId?: number;
}

// A refusal has no page to be reported on: nothing was spent, and the user can press again.
const ignore = () => undefined;

/** `action.onClicked`, which fires only while the popup is cleared (side-panel mode). Nothing is awaited first. */
export function onToolbarClick(tab: ActedOnTab): void {
  void openSidePanel(tab.windowId, { toggle: true }).catch(ignore);
}

/** `commands.onCommand`: the side panel's own shortcut (wxt.config.ts). Nothing is awaited first. */
export function onCommand(command: string, tab?: ActedOnTab): void {
  if (command === OPEN_SIDE_PANEL_COMMAND) void openSidePanel(tab?.windowId).catch(ignore);
}
