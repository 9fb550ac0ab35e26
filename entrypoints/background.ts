import { z } from 'zod/mini';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createRouter } from '@/utils/worker/messaging/router';
import { protocol } from '@/utils/contract/protocol';
import { handlerTable } from '@/utils/worker/background/handlers/table';
import { createLightHandlers } from '@/utils/worker/background/handlers/light';
import { createHeavy, type Heavy } from '@/utils/worker/background/handlers/heavy-load';
import { createMenuClickHandler, menusApi } from '@/utils/worker/background/menus';
import { createOmnibox } from '@/utils/worker/background/omnibox';
import { openResults } from '@/utils/worker/background/open-results';
import { onCommand, onToolbarClick } from '@/utils/worker/background/toolbar';
import { createSetUp } from '@/utils/worker/background/set-up';
import { policyContext } from '@/utils/worker/background/policy-context';
import { restrictStorageToTrustedContexts } from '@/utils/worker/background/storage-access';
import { demoHooks } from '@/utils/worker/background/demo-hooks';
import { historyMatches } from '@/utils/worker/services/history';

// MV3's CSP forbids eval: without this, zod probes `Function('')` and Chrome logs a CSP violation.
z.config({ jitless: true });

/**
 * The API client and the services behind searches (utils/worker/background/handlers/heavy-load.ts) are created on the first
 * message or port that needs them, once per worker. Their modules are imported statically: their top levels only
 * declare, since every zod schema is built on its first use (utils/contract/on-first-use.ts). A bundled `import()` would
 * defer those top levels too, but the bundler then wraps every module it reaches in a lazy-init function: 3.2 KB of
 * background.js's gzip for no start-up time saved (issue 27, docs/benchmarks.md).
 */
let heavy: Promise<Heavy> | undefined;
const loadHeavy = (): Promise<Heavy> => (heavy ??= Promise.resolve().then(() => createHeavy(policyContext())));

// Listeners are registered synchronously on every start: the MV3 worker is killed after 30 s idle.
export default defineBackground(() => {
  void restrictStorageToTrustedContexts();
  const route = createRouter(
    protocol,
    handlerTable(
      createLightHandlers(() => Date.now()),
      loadHeavy,
    ),
    policyContext(),
  );
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));
  // A port's first message is a later task than its connection: the handler is attached before it arrives.
  browser.runtime.onConnect.addListener((port) => void loadHeavy().then(({ onConnect }) => onConnect(port)));
  // The menus, the toolbar button's popup and storage.local's layout, on the first start after an install, an update
  // or a browser start (which is what the two listeners wake the worker for), and on any start after one that was
  // stopped before it finished: utils/worker/background/set-up.ts. Nothing waits for it.
  const setUp = createSetUp();
  void setUp();
  browser.runtime.onInstalled.addListener(() => void setUp());
  browser.runtime.onStartup.addListener(() => void setUp());
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
    apiSuggestions: async (typed, signal) => (await loadHeavy()).suggestions(typed, signal),
    open: openResults,
  });
  browser.omnibox.onInputChanged.addListener(omnibox.onInputChanged);
  browser.omnibox.onInputEntered.addListener(omnibox.onInputEntered);
  browser.omnibox.onInputCancelled.addListener(omnibox.onInputCancelled);
  // Playwright cannot click a native context menu or type into the address bar: the demo/test build lets tests call
  // the very listeners registered above (utils/worker/background/demo-hooks.ts). `import.meta.env.MODE` is replaced at build
  // time, so production bundles contain none of this (a test checks).
  if (import.meta.env.MODE === 'demo') Object.assign(globalThis, { scoutDemo: demoHooks(onMenuClick, omnibox) });
});
