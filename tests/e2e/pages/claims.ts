/**
 * Pages that claim the element names Scout's in-page script once created (docs/security-plan.md F10), learned from an
 * earlier visit: the panel host `scout-panel`, the highlights' `scout-mark` and their numbered `scout-marker` (the
 * notices were always plain `div`s). Before Scout runs, each name is defined (`customElements.define`) with a
 * constructor that either asks for the element's internals (`attachInternals()`, whose `shadowRoot` is the element's
 * root even when it is closed) or attaches its own shadow root first, so that Scout's could not be attached. The page
 * also watches every element added anywhere and tries both on it. What it got is kept on `window.claims`: how often a
 * constructor ran, the roots it reached, and whether a frame's address was among what it could read.
 */
const NAMES = ['scout-panel', 'scout-mark', 'scout-marker'];

const BODY = `<main><article>
  <h1>Coffee in Lisbon</h1>
  <p>The best espresso in town is at Torra Roasters, near São Bento.</p>
  <p>Everyone has a favourite pastry: ours is at Pastelaria <b>Nata</b> Dourada in Belém.</p>
  <p>For the view, climb to cafe miradouro and order a galão.</p>
  <p>Come back to Torra Roasters for beans to take home.</p>
</article></main>`;

/** `how`: 'internals' asks for the internals; 'shadow' attaches an open root of the page's own first. */
export function claimingPage(how: 'internals' | 'shadow'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Coffee in Lisbon — names claimed</title>
<script>
  (() => {
    const claims = { constructed: [], roots: 0, addresses: [], internals: 0, refused: 0, defined: [] };
    window.claims = claims;
    const read = (root) => {
      if (!root) return;
      claims.roots += 1;
      for (const frame of root.querySelectorAll('iframe')) claims.addresses.push(frame.src);
    };
    for (const name of ${JSON.stringify(NAMES)}) {
      customElements.define(name, class extends HTMLElement {
        static formAssociated = true;
        constructor() {
          super();
          claims.constructed.push(name);
          if (${JSON.stringify(how)} === 'shadow') {
            this.attachShadow({ mode: 'open' }).append('the page’s own root');
            return;
          }
          const internals = this.attachInternals();
          claims.internals += 1;
          // The root is attached after construction: look again once it is.
          read(internals.shadowRoot);
          queueMicrotask(() => read(internals.shadowRoot));
          setTimeout(() => read(internals.shadowRoot), 0);
        }
      });
      claims.defined.push(name);
    }
    // Any element added anywhere once the page has loaded (its own are all there): try to take its internals, or to
    // attach a root first.
    const watch = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          try { read(node.attachInternals().shadowRoot); } catch { claims.refused += 1; }
          try { read(node.attachShadow({ mode: 'open' })); } catch { claims.refused += 1; }
          read(node.shadowRoot);
        }
    });
    addEventListener('DOMContentLoaded', () => watch.observe(document.documentElement, { childList: true, subtree: true }));
  })();
</script></head><body>${BODY}</body></html>`;
}
