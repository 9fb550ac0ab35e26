import { z } from 'zod/mini';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createRouter } from '@/utils/messaging/router';
import { protocol } from '@/utils/messaging/protocol';
import { createHandlers } from '@/utils/background/handlers';
import { createMenuClickHandler, menusApi, registerMenus } from '@/utils/background/menus';
import { createOmnibox } from '@/utils/background/omnibox';
import { openResults } from '@/utils/background/open-results';
import { createPortHandler } from '@/utils/background/ports';
import { applyToolbarSetting, onCommand, onToolbarClick } from '@/utils/background/toolbar';
import { policyContext } from '@/utils/background/policy-context';
import { restrictStorageToTrustedContexts } from '@/utils/background/storage-access';
import { demoHooks } from '@/utils/background/demo-hooks';
import { createApiAccess } from '@/utils/services/api-access';
import { migrateLocalStorage } from '@/utils/storage/schema';
import { historyMatches } from '@/utils/services/history';
import { apiSuggestions } from '@/utils/services/suggestions';

// MV3's CSP forbids eval: without this, zod probes `Function('')` and Chrome logs a CSP violation.
z.config({ jitless: true });

// Listeners are registered synchronously on every start: the MV3 worker is killed after 30 s idle.
export default defineBackground(() => {
  void restrictStorageToTrustedContexts();
  const access = createApiAccess();
  const route = createRouter(protocol, createHandlers(access), policyContext());
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));
  browser.runtime.onConnect.addListener(createPortHandler(access, policyContext()));
  // Created on install and update; again at browser start, where a browser does not keep an event page's menus (nor a
  // toolbar button's popup set at run time). On install and update, the keys and settings are brought to this
  // version's layout, never reset.
  const setUp = () => {
    void registerMenus();
    void applyToolbarSetting();
  };
  browser.runtime.onInstalled.addListener(() => {
    setUp();
    void migrateLocalStorage();
  });
  browser.runtime.onStartup.addListener(setUp);
  // The toolbar button in side-panel mode, and the side panel's shortcut: each opens the panel inside its gesture.
  browser.action.onClicked.addListener(onToolbarClick);
  browser.commands.onCommand.addListener(onCommand);
  const onMenuClick = createMenuClickHandler();
  menusApi().onClicked.addListener(onMenuClick);
  // The address-bar keyword (manifest `omnibox`): Chrome reads descriptions as XML, Firefox as plain text.
  const omnibox = createOmnibox({
    format: import.meta.env.FIREFOX ? 'plain' : 'xml',
    setDefaultSuggestion: (suggestion) => browser.omnibox.setDefaultSuggestion(suggestion),
    historyMatches,
    apiSuggestions: (typed, signal) => apiSuggestions(access, typed, signal),
    open: openResults,
  });
  browser.omnibox.onInputChanged.addListener(omnibox.onInputChanged);
  browser.omnibox.onInputEntered.addListener(omnibox.onInputEntered);
  browser.omnibox.onInputCancelled.addListener(omnibox.onInputCancelled);
  // Playwright cannot click a native context menu or type into the address bar: the demo/test build lets tests call
  // the very listeners registered above (utils/background/demo-hooks.ts). `import.meta.env.MODE` is replaced at build
  // time, so production bundles contain none of this (a test checks).
  if (import.meta.env.MODE === 'demo') Object.assign(globalThis, { scoutDemo: demoHooks(onMenuClick, omnibox) });
});
