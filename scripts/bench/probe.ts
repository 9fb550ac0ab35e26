/**
 * Timestamps taken inside the pages, so a figure is what the page itself saw (event time stamps and animation
 * frames), not the benchmark's round trips to the browser. Installed as an init script in every extension page
 * (`installProbe`) and inlined in the in-page benchmark's article (`PAGE_PROBE`). Both are plain strings of
 * self-contained code: they run in the browser, not in Node.
 *
 * "Painted" is the first animation frame after the DOM showed the thing: the frame that draws it.
 */

/** What the popup probe records, in the page's performance.now() time. */
export interface PopupMarks {
  /** The page's first animation frame: the earliest a page can show anything (a blank page's, the open's baseline). */
  firstFrameAt?: number;
  focusAt?: number;
  enterAt?: number;
  clickAt?: number;
  resultAt?: number;
  /**
   * The first web result in the DOM, the frame before resultAt paints it (to tell rendering from the frame's wait): in
   * a new answer's first screen, which is still marked busy while the rest is drawn (components/app/first-screen.ts).
   */
  resultDomAt?: number;
  summaryTextAt?: number;
  placesDoneAt?: number;
  placeCount?: number;
  /** The in-page panel: how many places show "found on this page", and when (epoch ms) the last of them painted. */
  statusFound?: number;
  statusAt?: number;
  /** When the first place card was in the DOM (epoch ms). */
  cardsAt?: number;
  /** The in-page panel: when "Ask about this page" painted the page's characters and price (epoch ms). */
  priceAt?: number;
}

/**
 * Extension pages: the search box's first focus, Enter and clicks (their event time stamps), and — once armed —
 * the first web result, the first summary/answer text and the end of place loading, each after the previous answer
 * was cleared from the page. In the in-page panel's frame: when places show that they were found on the page.
 */
export const EXTENSION_PAGE_PROBE = `(() => {
  if (location.protocol !== 'chrome-extension:') return;
  const marks = {};
  const waiters = new Set();
  const set = (values) => { Object.assign(marks, values); for (const waiter of [...waiters]) waiter(); };
  const watch = { results: 'off', summary: 'off', places: 'off' };
  const paint = (name, extra) => requestAnimationFrame(() => set({ [name]: performance.now(), ...extra }));
  requestAnimationFrame(() => set({ firstFrameAt: performance.now() }));
  const check = () => {
    const section = document.querySelector('.app-results');
    const busy = section && section.getAttribute('aria-busy') === 'true';
    const results = document.querySelector('.app-answer ul.scout-results > li');
    if (watch.results === 'armed' && (busy || !results)) watch.results = 'cleared';
    const firstScreen = document.querySelector('.app-answer[data-first-screen]');
    if (watch.results === 'cleared' && results && (!busy || firstScreen)) { watch.results = 'off'; marks.resultDomAt = performance.now(); paint('resultAt'); }
    const text = [...document.querySelectorAll('.scout-summary-body')].some((el) => el.textContent.trim() !== '');
    if (watch.summary === 'armed' && !text) watch.summary = 'cleared';
    if (watch.summary === 'cleared' && text) { watch.summary = 'off'; paint('summaryTextAt'); }
    const places = document.querySelector('.app-places');
    const cards = document.querySelectorAll('.app-places article.scout-place');
    const loading = !places || places.getAttribute('aria-busy') === 'true' || document.querySelector('.app-places article.scout-place[aria-busy="true"]');
    if (watch.places === 'armed' && loading) watch.places = 'cleared';
    if (watch.places === 'cleared' && !loading && cards.length > 0) { watch.places = 'off'; paint('placesDoneAt', { placeCount: cards.length }); }
    if (marks.cardsAt === undefined && document.querySelector('article.scout-place')) set({ cardsAt: performance.timeOrigin + performance.now() });
    if (marks.priceAt === undefined && !watch.price && document.querySelector('.scout-panel-price')) {
      watch.price = true;
      requestAnimationFrame(() => set({ priceAt: performance.timeOrigin + performance.now() }));
    }
    const found = document.querySelectorAll('.scout-panel-place-status button').length;
    if (found > (marks.statusFound ?? 0)) {
      set({ statusFound: found });
      requestAnimationFrame(() => set({ statusAt: performance.timeOrigin + performance.now() }));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('focusin', (event) => {
    if (marks.focusAt === undefined && event.target.matches && event.target.matches('input[type=search]')) set({ focusAt: performance.now() });
  }, true);
  document.addEventListener('keydown', (event) => { if (event.key === 'Enter') set({ enterAt: event.timeStamp }); }, true);
  document.addEventListener('click', (event) => set({ clickAt: event.timeStamp }), true);
  window.__bench = {
    marks,
    arm(...kinds) {
      for (const key of Object.keys(marks)) if (key !== 'focusAt' && key !== 'firstFrameAt') delete marks[key];
      for (const kind of kinds) watch[kind] = 'armed';
      check();
    },
    when(name, timeoutMs) {
      return new Promise((resolve, reject) => {
        const settle = () => {
          if (marks[name] === undefined) return;
          waiters.delete(settle);
          clearTimeout(timer);
          resolve({ ...marks });
        };
        const timer = setTimeout(() => {
          waiters.delete(settle);
          reject(new Error('no ' + name + ' mark within ' + timeoutMs + ' ms'));
        }, timeoutMs);
        waiters.add(settle);
        settle();
      });
    },
  };
})();`;

/** What the article's probe records, in epoch ms (timeOrigin + performance.now()), to compare with the click. */
export interface ArticleMarks {
  panelAt?: number;
  /** When the first highlight was painted. */
  firstMarkAt?: number;
  lastMarkAt?: number;
  markCount: number;
}

/**
 * The in-page benchmark's pages: when Scout's panel host shows (has a box) and when the first and the last highlight
 * were painted. Real pages run no script of their own but this one (tests/e2e/pages/real-pages.ts gives it a nonce).
 */
export const PAGE_PROBE = `<script>(() => {
  const epoch = () => performance.timeOrigin + performance.now();
  const marks = { markCount: 0 };
  window.__bench = { marks, reset() { for (const key of Object.keys(marks)) delete marks[key]; marks.markCount = 0; } };
  new MutationObserver(() => {
    const host = document.querySelector('[data-scout-panel]');
    if (host && marks.panelAt === undefined && host.getBoundingClientRect().height > 0)
      requestAnimationFrame(() => { marks.panelAt ??= epoch(); });
    const count = document.querySelectorAll('mark[data-scout-place]').length;
    if (count > marks.markCount) { marks.markCount = count; requestAnimationFrame(() => { marks.firstMarkAt ??= epoch(); marks.lastMarkAt = epoch(); }); }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();</script>`;
