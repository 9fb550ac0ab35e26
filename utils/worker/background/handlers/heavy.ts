/** The background's answer to each message in the protocol: wiring from validated requests to services. */
import { browser } from 'wxt/browser';
import type { HandlersFor } from '@/utils/worker/messaging/router';
import type { protocol } from '@/utils/contract/protocol';
import { accountView, rateItem, verifyAnswersKey, verifyKey, verifySuggestKey } from '@/utils/worker/services/account';
import type { ApiAccess } from '@/utils/worker/services/api-access';
import { forgetCapabilities } from '@/utils/worker/services/capabilities';
import { forgetAnswerCache } from '@/utils/worker/services/answer-cache';
import { removeKey, saveKey } from '@/utils/worker/services/key';
import { cachedSearch, forPage, runSearch, type PlacesFound } from '@/utils/worker/services/search';
import { prefetchPlaces } from '@/utils/worker/services/places';
import { runVertical } from '@/utils/worker/services/vertical-search';
import { clearHistory, deleteEntry, recordQuery, setHistoryOn } from '@/utils/worker/services/history';
import { readLastSearch } from '@/utils/worker/services/search-records';
import { updateSettings } from '@/utils/worker/settings/service';
import { createSupersede, ownerOf } from '../supersede';
import { createPageGate } from '../page-gate';
import { deliverToTab } from '../tab-agent';
import { applyToolbarButton } from '../toolbar';
import { relayToPage } from '../panel-relay';
import { createLightHandlers } from './light';
import { claimPass, issuePass } from '../results-pass';
import { ServiceError } from '@/utils/worker/services/service-error';
import { surfaceOf } from '../surface';
import type { Sender } from '@/utils/worker/messaging/sender-policy';
import type { SearchRequest } from '@/utils/contract/search-request';
import { capturePage } from '@/utils/worker/services/page-answer/captures';
import { spending } from '@/utils/worker/services/spending/instance';
import { unreadableAt } from '@/utils/ui-safe/page-question';

export type Handlers = HandlersFor<typeof protocol>;

export function createHeavyHandlers(access: ApiAccess): Handlers {
  const supersede = createSupersede();
  const admitPage = createPageGate({ burst: 2, intervalMs: 1_000, now: access.now });
  // Everything cached or remembered belongs to the key and the API address it was fetched with (docs/security-plan.md
  // B8): searches, summary jobs, the last search, AI answers, the plan and the rate figures.
  const forgetAccount = async () => {
    await access.forget();
    await browser.storage.session.clear();
    await forgetCapabilities();
    await rateItem.removeValue();
  };
  // What was learned or cached with a key is forgotten when that key changes; answers given with another Answers key
  // must not be served as this key's, nor suggestions remembered for another Autosuggest key.
  const forgetSuggestions = async () => (await access.open()).client.forgetSuggestions();
  const forget = { search: forgetAccount, answers: forgetAnswerCache, suggest: forgetSuggestions };
  const verify = { search: verifyKey, answers: verifyAnswersKey, suggest: verifySuggestKey };
  /** `surface`: who asked, for the ledger; by default from the browser-stamped sender. */
  const userSearch = async (request: SearchRequest, sender: Sender, surface = surfaceOf(sender)) => {
    // The user's own search (popup, results page): kept if the history is on. Another page of it is no new search;
    // a history that cannot be written never fails the search, nor delays it: its reads wait for the write
    // (services/history.ts), and an MV3 worker with a write in flight is not idle, so the entry is not lost.
    if (request.page === 0) void recordQuery(request.q, access.now()).catch(() => undefined);
    // The UI opens the places stream for a first page with places (components/app/AnswerBody.tsx): their calls
    // start as soon as its view is made (services/search.ts), and end unless this answer is sent.
    const unanswered = new AbortController();
    const onPlaces = (found: PlacesFound) => prefetchPlaces(found, unanswered.signal);
    const asker = { surface, q: request.q };
    try {
      return await supersede(ownerOf(sender), (signal) =>
        runSearch(access, request, signal, request.page === 0 ? { onPlaces, asker } : { asker }),
      );
    } catch (error) {
      unanswered.abort();
      throw error;
    }
  };
  return {
    ...createLightHandlers(access.now),
    'key.save': ({ key, which }) => saveKey(key, forget[which], which),
    'key.remove': ({ which }) => removeKey(forget[which], which),
    'key.verify': ({ which }) => verify[which](access),
    account: () => accountView(),
    'settings.update': async ({ patch }) => {
      const settings = await updateSettings(patch, forgetAccount);
      // Only a change of the toolbar choice touches the button: other settings never call into `action`.
      if (patch.toolbarOpens !== undefined) await applyToolbarButton(settings.toolbarOpens);
      return settings;
    },
    search: userSearch,
    'results.open': async ({ search: request, pass }, sender) => {
      // The pass says who opened the tab: the address bar (its own surface in the ledger) or the popup.
      const opener = pass === undefined ? false : await claimPass(pass, request, access.now());
      return opener ? userSearch(request, sender, opener) : cachedSearch(access, request);
    },
    // Not superseded by the sender's next search: the page keeps each tab it loaded (components/app/verticals/).
    'vertical.search': ({ vertical, search: request, cacheOnly }, sender) =>
      runVertical(access, vertical, request, { cacheOnly, asker: { surface: surfaceOf(sender), q: request.q } }),
    'results.pass': async ({ search: request }) => ({ pass: await issuePass(request, access.now()) }),
    'page.search': async ({ q }, sender) => {
      admitPage(String(sender.tab?.id));
      const view = await supersede(ownerOf(sender), (signal) =>
        runSearch(access, { q, page: 0, filters: {} }, signal, {
          remember: false,
          asker: { surface: surfaceOf(sender) },
        }),
      );
      return forPage(view);
    },
    'panel.page': ({ token, request }, sender) => relayToPage(token, request, sender) as never,
    // Meant for the panel frame, which receives it directly; the background only checks it (protocol.ts).
    'panel.event': async () => ({}),
    'options.open': async ({ section }) => {
      // A section (the Spending one, from a limit's message) is a fragment of the page, opened in a tab of its own.
      if (section) await browser.tabs.create({ url: browser.runtime.getURL(`/options.html#${section}`) });
      else await browser.runtime.openOptionsPage();
      return {};
    },
    'page.highlight': async ({ searchId, tabId }) => {
      const last = await readLastSearch();
      if (!last || last.view.searchId !== searchId) throw new ServiceError('searchGone');
      await deliverToTab(tabId, { type: 'scout.showPlaces', search: forPage(last.view) });
      return {};
    },
    'page.capture': async (page, sender) =>
      capturePage(page, sender, (await spending.store.settings()).prices, access.now()),
    'page.ask': async ({ tabId }) => {
      // A page Scout may not read (a file, a browser page, a store, a PDF in the viewer) is refused before any script.
      if (unreadableAt((await browser.tabs.get(tabId)).url) !== undefined)
        throw new Error('Scout may not read this page.');
      await deliverToTab(tabId, { type: 'scout.askPage' });
      return {};
    },
    'page.findPlaces': async ({ tabId }) => {
      await deliverToTab(tabId, { type: 'scout.findPlaces' });
      return {};
    },
    'history.setEnabled': ({ on }) => setHistoryOn(on),
    'history.delete': (entry) => deleteEntry(entry),
    'history.clear': () => clearHistory(),
  };
}
