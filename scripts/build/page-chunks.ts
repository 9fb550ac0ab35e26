/**
 * How the extension pages' code is split into files (wxt.config.ts applies it to the pages' build only). Left to
 * itself the bundler made a file of each set of modules the pages share in a different way: 28 scripts, most under
 * 1 KB, each costing the store zip about 120 bytes of headers and a worse compression. These groups make fewer,
 * larger files, along the lines of when a page needs them, and keep the search pages' first paint (popup, results
 * tab, side panel) to what it paints: `npm run bench:sizes` measures both (docs/benchmarks.md). What keeps the list
 * is time, not bytes: beside the bundler's own splitting (issue 36: 4 runs of 30 opens, alternating builds), the side
 * panel's box was focused 4–32 ms sooner in each run (medians 72–111 ms from the navigation against 92–122), and the popup's
 * and the results tab's sooner over a blank page's first frame in 3 runs of 4.
 *
 * A group takes the modules named here and, unless an earlier group took them, what they import.
 */

interface PageChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/** A group of the modules whose path contains one of these fragments (`/` as separator on every system). */
const group = (name: string, fragments: readonly string[]): PageChunkGroup => ({
  name,
  test: (id) => fragments.some((fragment) => id.replace(/\\/g, '/').includes(fragment)),
});

export const PAGE_CHUNK_GROUPS: readonly PageChunkGroup[] = [
  // What every page loads first: Preact, messaging, words, errors, and the query helpers every search page paints with.
  group('client', [
    '/node_modules/preact/',
    '/node_modules/@wxt-dev/browser/',
    '/node_modules/wxt/dist/browser',
    'virtual:wxt',
    '/components/scout.css',
    '/components/common/Notice.tsx',
    '/components/common/open-options.ts',
    '/utils/ui-safe/i18n.ts',
    '/utils/ui-safe/error-kinds.ts',
    '/utils/ui-safe/view/plain-error.ts',
    '/utils/ui-safe/messaging/client.ts',
    '/utils/ui-safe/is-record.ts',
    '/utils/ui-safe/spending.ts',
    '/utils/ui-safe/richtext/text.ts',
    '/utils/ui-safe/richtext/links.ts',
    '/utils/ui-safe/query/limits.ts',
    '/utils/ui-safe/query/site.ts',
  ]),
  // The search pages' shared app as it first paints: the search box and its state (components/app/parts.ts loads the rest).
  group('app', [
    '/components/app/SiteChip.tsx',
    '/components/app/app.css',
    '/components/app/active-tab.ts',
    '/components/app/lazy.tsx',
    '/components/app/parts.ts',
    '/components/app/icons.tsx',
    '/components/app/keyboard.ts',
    '/components/app/SearchForm.tsx',
    '/components/app/SearchApp.tsx',
    '/components/app/app-start.ts',
    '/components/app/shell.ts',
    '/components/app/search-state.ts',
    '/components/app/use-search.ts',
    '/components/app/use-app.ts',
    // The side panel's first paint too; the popup's "Open in the side panel" sends it.
    '/components/app/handover.ts',
    // The results tab's and the side panel's tabs state (their panels are a lazy part).
    '/components/app/verticals/use-verticals.ts',
    '/components/app/verticals/vertical-loads.ts',
    '/utils/ui-safe/verticals.ts',
  ]),
  // Errors and headings: the options page's, the in-page panel's and the search pages' answers alike.
  group('errors', [
    '/components/common/format.ts',
    '/components/common/Heading.tsx',
    '/components/errors/ErrorNotice.tsx',
    '/components/errors/ErrorRemedy.tsx',
    '/components/errors/use-countdown.ts',
    '/components/common/answer-text.css',
  ]),
  // The search preferences' choices and the host-access button: the options page's and the search pages' filters.
  group('choices', [
    '/components/errors/host-access.ts',
    '/components/errors/HostAccessButton.tsx',
    '/components/common/choice-names.ts',
    '/utils/ui-safe/host-pattern.ts',
    '/utils/ui-safe/settings/choices.ts',
    '/utils/ui-safe/settings/goggles.ts',
    '/utils/ui-safe/query/freshness.ts',
  ]),
  // Results, places and summaries: the in-page panel's first paint and part of every search page's answer.
  group('result-cards', [
    '/components/sections/results.css',
    '/components/places/places.css',
    '/components/summary/summary.css',
    '/components/places/PlaceFacts.tsx',
    '/components/places/PlaceHours.tsx',
    '/components/places/PlaceMedia.tsx',
    '/components/places/PlaceCard.tsx',
    '/components/common/RichText.tsx',
    '/components/streams/',
    '/components/summary/',
    // The in-page panel's research card as well: taken by the answer group, it made the panel load the app's chunk.
    '/components/research/',
    '/components/sections/Favicon.tsx',
    '/components/sections/ItemDescription.tsx',
    '/components/sections/ItemTitle.tsx',
    '/components/sections/Thumb.tsx',
    '/components/sections/WebResultItem.tsx',
    '/components/sections/WebResultList.tsx',
    '/components/summary/AnswerCost.tsx',
    // The price on "Get AI answer": the in-page panel's and the search pages' alike.
    '/components/common/use-prices.ts',
    '/utils/ui-safe/messaging/port-client.ts',
    '/utils/ui-safe/richtext/plain.ts',
  ]),
  // The rest of the search pages' answer, their filters and page tools: one file, which parts.ts preloads after the
  // first paint (it loaded the answer and the filters then already, as two files).
  group('answer', [
    '/components/app/',
    '/components/sections/',
    '/components/sections/sections.css',
    '/components/errors/ApiHostAccess.tsx',
    '/components/errors/ActionableError.tsx',
  ]),
];
