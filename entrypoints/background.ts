import { z } from 'zod/mini';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createRouter } from '@/utils/messaging/router';
import { protocol } from '@/utils/messaging/protocol';
import { createHandlers } from '@/utils/background/handlers';
import { createMenuClickHandler, menusApi, registerMenus } from '@/utils/background/menus';
import { createPortHandler } from '@/utils/background/ports';
import { policyContext } from '@/utils/background/policy-context';
import { restrictStorageToTrustedContexts } from '@/utils/background/storage-access';
import { createApiAccess } from '@/utils/services/api-access';
import { migrateLocalStorage } from '@/utils/storage/schema';

// MV3's CSP forbids eval: without this, zod probes `Function('')` and Chrome logs a CSP violation.
z.config({ jitless: true });

// Listeners are registered synchronously on every start: the MV3 worker is killed after 30 s idle.
export default defineBackground(() => {
  void restrictStorageToTrustedContexts();
  const access = createApiAccess();
  const route = createRouter(protocol, createHandlers(access), policyContext());
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));
  browser.runtime.onConnect.addListener(createPortHandler(access, policyContext()));
  // Created on install and update; again at browser start, where a browser does not keep an event page's menus.
  // On install and update, the keys and settings are brought to this version's layout, never reset.
  browser.runtime.onInstalled.addListener(() => {
    void registerMenus();
    void migrateLocalStorage();
  });
  browser.runtime.onStartup.addListener(() => void registerMenus());
  const onMenuClick = createMenuClickHandler();
  menusApi().onClicked.addListener(onMenuClick);
  // Playwright cannot click a native context menu: the demo/test build lets tests call the very listener registered
  // above. `import.meta.env.MODE` is replaced at build time, so production bundles contain none of this (a test checks).
  if (import.meta.env.MODE === 'demo') Object.assign(globalThis, { scoutDemo: { contextMenuClick: onMenuClick } });
});
