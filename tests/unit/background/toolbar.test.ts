import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { applyToolbarButton, applyToolbarSetting, onCommand, onToolbarClick } from '@/utils/worker/background/toolbar';
import { updateSettings } from '@/utils/worker/settings/service';
import { routeAnswering } from './route-helpers';

const api = fakeBrowser as unknown as Record<string, unknown>;
const original = api.sidePanel;
let open: ReturnType<typeof vi.fn>;
let setPopup: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fakeBrowser.reset();
  open = vi.fn(async () => {});
  api.sidePanel = { open };
  setPopup = vi.fn(async () => {});
  (fakeBrowser.action as unknown as { setPopup: unknown }).setPopup = setPopup;
});
afterEach(() => {
  api.sidePanel = original;
});

describe('the toolbar button', () => {
  it('opens the popup, or (its popup cleared) reaches onClicked, which opens the side panel', async () => {
    await applyToolbarButton('sidePanel');
    expect(setPopup).toHaveBeenLastCalledWith({ popup: '' });
    await applyToolbarButton('popup');
    expect(setPopup).toHaveBeenLastCalledWith({ popup: 'popup.html' });
  });

  it('follows the saved setting (at install, update and browser start)', async () => {
    await updateSettings({ toolbarOpens: 'sidePanel' });
    await applyToolbarSetting();
    expect(setPopup).toHaveBeenLastCalledWith({ popup: '' });
  });

  it('changes as soon as the options save the preference', async () => {
    const { route } = routeAnswering({});
    const options = { id: 'scout', url: 'chrome-extension://scout/options.html', origin: 'chrome-extension://scout' };
    const saved = await route({ type: 'settings.update', data: { patch: { toolbarOpens: 'sidePanel' } } }, options);
    expect(saved).toMatchObject({ ok: true, data: { toolbarOpens: 'sidePanel' } });
    expect(setPopup).toHaveBeenLastCalledWith({ popup: '' });
  });

  it("a click opens the side panel of the click's window inside the click: nothing awaited first", () => {
    onToolbarClick({ windowId: 4 });
    expect(open).toHaveBeenCalledWith({ windowId: 4 });
  });
});

describe('the keyboard command', () => {
  it('opens the side panel of the active window inside the command; other commands are not its business', () => {
    onCommand('_execute_action', { windowId: 2 });
    expect(open).not.toHaveBeenCalled();
    onCommand('open-side-panel', { windowId: 2 });
    expect(open).toHaveBeenCalledWith({ windowId: 2 });
  });

  it('a refusal (no gesture, no window) is not an unhandled rejection', async () => {
    open.mockRejectedValue(new Error('may only be called in response to a user gesture'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    onCommand('open-side-panel', { windowId: 2 });
    onCommand('open-side-panel', undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
