/**
 * How the extension pages' code is split into files (wxt.config.ts applies it to the pages' build only), from the
 * import graph itself: a module shared by several pages goes in the file of the pages that load it, and of when.
 * - `client`: what a search page (popup, results tab, side panel) paints with first and another page loads too;
 * - `app`: what a search page paints with first and only the search pages load;
 * - otherwise one file per set of pages that load the module later or without a search page, named after them
 *   (`search-panel`: the search pages' answers and the in-page panel's; `search`: the search pages' alone).
 * A module only one page loads stays with that page (its script, or the lazy part that imports it).
 *
 * The bundler's own splitting makes a file of each set of entries sharing modules, each lazy part counting as one:
 * 35 scripts, most under 1 KB, 6 to 10 at a search page's first paint. Grouping by page gives 17, three at a search
 * page's first paint (its own, client, app), and a page loads no module it never uses but a few of `client`'s and
 * `app`'s (the figures: docs/decisions/first-paint.md). A new file needs no entry here, unlike the list of paths this
 * replaced, which put a new folder in whatever group imported it first (issue 36).
 */
import type { Plugin } from 'vite';

/** The pages that share the search app (components/app/); the others are the options page and the in-page panel's. */
const SEARCH_PAGES = ['popup', 'results', 'sidepanel'];

/** How each page loads a module: at its first paint (`static`) or later, through a lazy import. */
type Reach = Map<string, 'static' | 'later'>;

/** The page an entry (`entrypoints/<page>/index.html` or `entrypoints/<page>.html`) is. */
const pageOf = (id: string) => /[\\/]entrypoints[\\/]([\w-]+)(?:[\\/]index)?\.html$/.exec(id)?.[1];

/** The file a module goes in, or null for the bundler's own choice (a module of one page). */
export function chunkName(reach: Reach): string | null {
  if (reach.size < 2) return null;
  const pages = [...reach.keys()];
  const search = (page: string) => SEARCH_PAGES.includes(page);
  if (pages.some((page) => search(page) && reach.get(page) === 'static')) return pages.every(search) ? 'app' : 'client';
  const others = pages.filter((page) => !search(page)).sort();
  const allSearch = SEARCH_PAGES.every((page) => reach.has(page));
  return [...(allSearch ? ['search'] : SEARCH_PAGES.filter((page) => reach.has(page))), ...others].join('-');
}

/**
 * The plugin that reads the pages' import graph, and the `codeSplitting` option that splits by it (one build, `pages`
 * its entries). The bundler gives a group's file what its modules import too, unless an earlier group took it; a
 * module's imports are loaded by every page that loads it, and as early, so the groups go by rank: `client`, `app`,
 * then the files of more pages before those of fewer.
 */
export function pageChunks(pages: readonly string[]) {
  const chunks = new Map<string, { name: string; rank: number }>();
  const plugin: Plugin = {
    name: 'scout-page-chunks',
    buildEnd() {
      const reach = new Map<string, Reach>();
      const visit = (page: string, id: string, how: 'static' | 'later') => {
        const pagesOf = reach.get(id) ?? reach.set(id, new Map()).get(id)!;
        if (pagesOf.get(page) === 'static' || pagesOf.get(page) === how) return;
        pagesOf.set(page, how);
        const info = this.getModuleInfo(id);
        for (const imported of info?.importedIds ?? []) visit(page, imported, how);
        for (const imported of info?.dynamicallyImportedIds ?? []) visit(page, imported, 'later');
      };
      for (const id of this.getModuleIds()) {
        const page = pageOf(id);
        if (page && this.getModuleInfo(id)?.isEntry) visit(page, id, 'static');
      }
      chunks.clear();
      for (const [id, pagesOf] of reach) {
        const name = chunkName(pagesOf);
        if (name === null) continue;
        const rank = name === 'client' ? 0 : name === 'app' ? 1 : 2 + pages.length - pagesOf.size;
        chunks.set(id, { name, rank });
      }
    },
  };
  const groups = Array.from({ length: pages.length + 1 }, (_, rank) => ({
    name: (id: string) => (chunks.get(id)?.rank === rank ? chunks.get(id)!.name : null),
  }));
  return { plugin, codeSplitting: { groups } };
}
