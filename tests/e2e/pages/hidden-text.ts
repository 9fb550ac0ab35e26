/**
 * Pages that name the emulator's Lisbon cafés ("coffee in Lisbon") in text the reader cannot see, the ways real news
 * and encyclopedia pages hide text: `display:none`, `visibility:hidden`, `[hidden]`, a closed `<details>` body, a
 * zero-size box that clips, and the 1px "visually hidden" pattern. Only visible mentions may be counted and marked.
 */
const HEAD = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>
<style>
  .gone { display: none; }
  .ghost { visibility: hidden; }
  .collapsed { height: 0; overflow: hidden; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style></head>`;

/** Each way of hiding, with `name` in it; the closed <details> is `#details-<slug>`. */
const hiddenCopies = (name: string, slug: string) => `
    <div class="gone"><p>${name} is in a hidden teaser.</p></div>
    <p class="ghost">${name}, invisible but laid out.</p>
    <p hidden>${name} in a hidden paragraph.</p>
    <details id="details-${slug}"><summary>More about the beans</summary><p>${name} roasts on Tuesdays.</p>${name}</details>
    <div class="collapsed"><p>${name} in a collapsed section.</p></div>
    <span class="sr-only">${name} for screen readers only.</span>`;

/**
 * Torra Roasters once in visible text (#visible-torra) and in every kind of hidden copy; Café Miradouro visible once and
 * hidden once; Pastelaria Nata Dourada only in hidden text; Quiosque do Largo in a closed <details>' summary (visible).
 */
export const HIDDEN_COPIES = `${HEAD('Coffee in Lisbon — hidden copies')}<body><main><article>
    <h1>Coffee in Lisbon</h1>
    ${hiddenCopies('Torra Roasters', 'torra')}
    <p id="visible-torra">The best espresso in town is at Torra Roasters, near São Bento.</p>
    <p>For the view, climb to Café Miradouro.</p>
    <p class="gone">Café Miradouro also sells cakes.</p>
    ${hiddenCopies('Pastelaria Nata Dourada', 'nata')}
    <details><summary>Quiosque do Largo, open late</summary><p>A kiosk on the square.</p></details>
  </article></main></body></html>`;

/**
 * Four cafés named only in hidden text (none may be found), and Quiosque do Largo once in visible text: the control
 * that shows the highlighting pass has run.
 */
export const ONLY_HIDDEN = `${HEAD('Coffee in Lisbon — nothing visible')}<body><main><article>
    <h1>Coffee in Lisbon</h1>
    <p>Where to drink coffee in Lisbon: start at Quiosque do Largo.</p>
    ${['Torra Roasters', 'Pastelaria Nata Dourada', 'Café Miradouro', "O'Neill &amp; Filhos Café"]
      .map((name, index) => hiddenCopies(name, String(index)))
      .join('\n')}
  </article></main></body></html>`;
