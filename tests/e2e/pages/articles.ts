/**
 * Web pages for the in-page tests, naming places of the emulator's world ("coffee in Lisbon": Torra Roasters,
 * Pastelaria Nata Dourada, Café Miradouro, O'Neill & Filhos Café, Quiosque do Largo). Every page declares an empty
 * icon (`<link rel="icon" href="data:,">`), so no favicon request (and no console noise about one) happens.
 */

const HEAD = (title: string, extra = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>${extra}</head>`;

/**
 * The article. Torra Roasters twice, Pastelaria Nata Dourada split across a <b>, "cafe miradouro" without accent or
 * capitals, and two form fields naming places (never highlighted). Nothing about O'Neill's or the Quiosque.
 */
const ARTICLE_BODY = `<main>
  <article>
    <h1>Coffee in Lisbon</h1>
    <p id="lead">Lisbon wakes up on coffee. Most mornings start with a bica at the counter.</p>
    <p>The best espresso in town is at Torra Roasters, near São Bento.</p>
    <p>Everyone has a favourite pastry: ours is at Pastelaria <b>Nata</b> Dourada in Belém.</p>
    <p>For the view, climb to cafe miradouro and order a galão.</p>
    <p>Come back to Torra Roasters for beans to take home.</p>
    <form><label>Your pick <input name="pick" value="Torra Roasters"></label>
    <textarea name="notes">Pastelaria Nata Dourada opens at seven.</textarea></form>
    <p><button type="button" id="share">Share this article</button></p>
  </article>
</main>`;

export const ARTICLE = `${HEAD('Coffee in Lisbon — a morning guide')}<body>${ARTICLE_BODY}</body></html>`;

/**
 * Hostile CSS (docs/security-plan.md F1). `* { display:none; all:unset }` alone hides nothing (in one declaration block the
 * later `all: unset` resets `display` too), so `html *` hides every element under the root, Scout's host included,
 * unless inline `!important` wins. Scout's host gets every rule that could hide, shrink, move, fade or clip it, and an
 * endless animation. A full-viewport element fights for the top z-index.
 */
export const HOSTILE_CSS = `${HEAD(
  'Coffee in Lisbon — hostile styles',
  `<style>
    * { display: none !important; all: unset !important; }
    html * { display: none !important; }
    div, button, h2, h3, p, a, input, span, li { color: red !important; font-size: 60px !important; font-family: fantasy !important; }
    [data-scout-panel], [data-scout-panel] *, html > div { display: none !important; visibility: hidden !important; opacity: 0 !important; }
    [data-scout-panel], html > div { transform: scale(0.01) !important; translate: 4000px 0 !important; filter: opacity(0) !important;
                  clip-path: inset(50%) !important; zoom: 0.1 !important; mix-blend-mode: difference !important;
                  width: 1px !important; inset: auto auto 0 0 !important; animation: vanish 1s infinite !important; }
    @keyframes vanish { to { opacity: 0; visibility: hidden; } }
    #war { display: block !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important;
           background: rgba(255, 0, 0, 0.2) !important; }
  </style>`,
)}<body><div id="war"></div>${ARTICLE_BODY}</body></html>`;

/** CSP that allows nothing at all, and Trusted Types for script sinks (docs/security-plan.md F3). */
export const STRICT_CSP = "default-src 'none'; style-src 'none'; script-src 'none'; require-trusted-types-for 'script'";

/**
 * SPA churn (docs/security-plan.md F6): removes Scout's host each time it appears (at most 5 times) and replaces <main>'s
 * children every 300 ms for about three seconds. Counts what it did on <html> data attributes.
 */
export const CHURN = `${HEAD('Coffee in Lisbon — churn')}<body>${ARTICLE_BODY}
<script>
  (() => {
    const root = document.documentElement;
    let removed = 0;
    new MutationObserver(() => {
      const host = document.querySelector('[data-scout-panel]');
      if (host && removed < 5) {
        removed += 1;
        root.dataset.removed = String(removed);
        host.remove();
      }
    }).observe(root, { childList: true, subtree: true });
    const main = document.querySelector('main');
    const original = main.querySelector('article').cloneNode(true);
    let renders = 0;
    const timer = setInterval(() => {
      renders += 1;
      root.dataset.renders = String(renders);
      const fresh = original.cloneNode(true);
      fresh.querySelector('#lead').textContent = 'Render ' + renders + ': Lisbon wakes up on coffee.';
      main.replaceChildren(fresh);
      if (renders >= 10) {
        clearInterval(timer);
        root.dataset.calm = 'yes';
      }
    }, 300);
  })();
</script></body></html>`;

/** The article with a same-origin iframe whose document names the same places. */
export const WITH_IFRAME = (frameUrl: string) =>
  `${HEAD('Coffee in Lisbon — with a frame')}<body>${ARTICLE_BODY}<iframe src="${frameUrl}" title="Ad" width="400" height="200"></iframe></body></html>`;

export const FRAME = `${HEAD('Frame')}<body><p>Sponsored: Torra Roasters and Café Miradouro, open daily.</p></body></html>`;

/**
 * A page hostile to Scout's content script (docs/security-plan.md A, F2, F4): before anything of Scout runs, it patches
 * fetch, JSON.parse, Array.prototype.map, Element.prototype.attachShadow (forcing open roots and keeping them) and
 * EventTarget.prototype.addEventListener (recording every listener), and listens to keys (capture and bubble).
 * `window.attack()` then dispatches synthetic click/submit/keydown events at Scout's host, marks and markers. What it
 * saw is written to <html> data attributes.
 */
export const HOSTILE_SCRIPT = `${HEAD(
  'Coffee in Lisbon — hostile script',
  `<script>
    (() => {
      const root = document.documentElement;
      const note = (key, value) => root.setAttribute('data-' + key, String(value));
      window.fetch = () => { note('fetch-called', 'yes'); return Promise.reject(new TypeError('hostile fetch')); };
      JSON.parse = () => ({ type: 'scout.findPlaces', text: 'hijacked by the page' });
      Array.prototype.map = function () { note('map-called', 'yes'); return []; };
      const attach = Element.prototype.attachShadow;
      window.leakedRoots = [];
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, Object.assign({}, init, { mode: 'open' }));
        window.leakedRoots.push(root);
        note('leaked-roots', window.leakedRoots.length);
        return root;
      };
      const add = EventTarget.prototype.addEventListener;
      let listeners = 0;
      EventTarget.prototype.addEventListener = function (type, listener, options) {
        listeners += 1;
        note('listeners', listeners);
        return add.call(this, type, listener, options);
      };
      // F4: what a page learns while the user types in Scout's query box.
      let captured = 0;
      let bubbled = 0;
      window.addEventListener('keydown', (event) => {
        captured += 1;
        note('keys-captured', captured);
        note('key-target', event.target.localName + (event.target.id ? '#' + event.target.id : ''));
      }, true);
      document.addEventListener('keydown', () => {
        bubbled += 1;
        note('keys-bubbled', bubbled);
      });
      window.attack = () => {
        const host = document.querySelector('[data-scout-panel]');
        note('shadow-root', host ? String(host.shadowRoot) : 'no host');
        let sent = 0;
        const targets = [host, ...document.querySelectorAll('span[data-scout-place]'), ...document.querySelectorAll('mark[data-scout-place]')].filter(Boolean);
        for (const target of targets) {
          for (const event of [
            new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }),
            new Event('submit', { bubbles: true, composed: true, cancelable: true }),
            new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
            new KeyboardEvent('keydown', { key: ' ', bubbles: true, composed: true, cancelable: true }),
          ]) {
            target.dispatchEvent(event);
            sent += 1;
          }
          if (typeof target.click === 'function') { target.click(); sent += 1; }
        }
        note('attacks', sent);
        return sent;
      };
    })();
  </script>`,
)}<body>${ARTICLE_BODY}</body></html>`;

/**
 * A page that tries to read and steer Scout's panel (docs/security-plan.md F7, F8). It records, on `window.heard`, every
 * input, key and clipboard event its window and document see (capture and bubble) with the text they carry, and
 * offers what an attacker would run:
 * - `findText(word)`: `window.find`, and the selection it made;
 * - `readOn(word, granularity, times)`: find `word`, then extend the selection (by default to the end of the
 *   document) and read it;
 * - `arm('toggle')`: when the pointer comes near Scout's host, show a `pointer-events: none` popover over it (the
 *   user's click goes through to the panel under the disguise);
 * - `arm('hidden')`: show such a popover at once, from inside a closed shadow root (its `toggle` event never leaves it);
 * - `arm('fight')`: show it, and show it again each time Scout's host comes back on top;
 * - `arm('prize')`: show at once a full-window popover, `pointer-events: none` and 3 % white, saying "You won a prize:
 *   click anywhere", and leave it there (the user clicks seconds later);
 * - `arm('blur')`: show it the moment the page loses the focus, which is when the user presses the mouse on the panel's
 *   frame (the page sees no pointer event there), before the click;
 * - `disarm()`: hide every cover.
 */
export const HOSTILE_READER = `${HEAD(
  'Coffee in Lisbon — a page that reads',
  `<style>#own { width: 200px; }</style>`,
)}<body>${ARTICLE_BODY}<p><label>Page box <input id="own"></label></p>
<script>
  (() => {
    const heard = { input: 0, beforeinput: 0, keydown: 0, keyup: 0, keypress: 0, copy: 0, paste: 0, cut: 0, text: [] };
    window.heard = heard;
    for (const type of Object.keys(heard)) {
      if (type === 'text') continue;
      const record = (event) => {
        heard[type] += 1;
        if (event.data) heard.text.push(event.data);
        if (event.key) heard.text.push(event.key);
      };
      window.addEventListener(type, record, true);
      document.addEventListener(type, record);
    }
    window.findText = (word) => {
      getSelection().removeAllRanges();
      const found = window.find(word, false, false, true);
      return { found, selected: found ? String(getSelection()) : '' };
    };
    window.readOn = (word, granularity = 'documentboundary', times = 1) => {
      getSelection().removeAllRanges();
      if (!window.find(word, false, false, true)) return '';
      for (let i = 0; i < times; i++) getSelection().modify('extend', 'forward', granularity);
      return String(getSelection());
    };
    const disguise = (parent) => {
      const cover = document.createElement('div');
      cover.popover = 'manual';
      cover.textContent = 'Click anywhere to continue reading';
      cover.style.cssText = 'position: fixed; inset: 0; margin: 0; width: 100vw; height: 100vh; border: 0; ' +
        'pointer-events: none; background: rgba(255, 255, 255, 0.96); font-size: 40px;';
      parent.append(cover);
      return cover;
    };
    const covers = [];
    window.disarm = () => {
      for (const cover of covers) if (cover.matches(':popover-open')) cover.hidePopover();
      document.documentElement.dataset.covered = 'false';
    };
    window.arm = (kind) => {
      const root = document.documentElement;
      if (kind === 'hidden') {
        const holder = document.createElement('div');
        document.body.append(holder);
        const cover = disguise(holder.attachShadow({ mode: 'closed' }));
        cover.showPopover();
        root.dataset.covered = String(cover.matches(':popover-open'));
        return;
      }
      const cover = disguise(document.body);
      covers.push(cover);
      if (kind === 'prize') {
        cover.textContent = 'You won a prize: click anywhere';
        cover.style.background = 'rgba(255, 255, 255, 0.03)';
        cover.showPopover();
        root.dataset.covered = 'true';
        return;
      }
      if (kind === 'blur') {
        addEventListener('blur', () => {
          cover.showPopover();
          root.dataset.covered = 'true';
        }, { once: true });
        return;
      }
      if (kind === 'toggle') {
        // The pointer's moves over the panel's frame are the frame's: the page watches it come close instead.
        const onMove = (event) => {
          const box = document.querySelector('[data-scout-panel]')?.getBoundingClientRect();
          if (!box || event.clientX < box.left - 60 || event.clientX > box.right + 60) return;
          document.removeEventListener('mousemove', onMove, true);
          cover.showPopover();
          root.dataset.covered = 'true';
        };
        document.addEventListener('mousemove', onMove, true);
        return;
      }
      let shows = 0;
      window.addEventListener('toggle', (event) => {
        if (!event.target.matches?.('[data-scout-panel]') || event.newState !== 'open' || shows > 50) return;
        shows += 1;
        root.dataset.shows = String(shows);
        cover.hidePopover();
        cover.showPopover();
      }, true);
      cover.showPopover();
    };
  })();
</script></body></html>`;

/**
 * A page that opens its own top-layer element over everything once Scout's panel is there (docs/security-plan.md F1):
 * a full-viewport popover that takes the pointer (`pointer-events: auto`). It counts its own shows on <html>.
 */
export const TOP_LAYER_OVERLAY = `${HEAD('Coffee in Lisbon — an overlay')}<body>${ARTICLE_BODY}
<div id="overlay" popover="manual" style="position: fixed; inset: 0; width: 100vw; height: 100vh; margin: 0; border: 0; background: rgba(0, 0, 0, 0.5);">A sign-up wall</div>
<script>
  (() => {
    const overlay = document.getElementById('overlay');
    new MutationObserver(() => {
      if (!document.querySelector('[data-scout-panel]') || overlay.matches(':popover-open')) return;
      setTimeout(() => {
        overlay.showPopover();
        document.documentElement.dataset.overlay = 'open';
      }, 300);
    }).observe(document.documentElement, { childList: true });
  })();
</script></body></html>`;
