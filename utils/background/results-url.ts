/**
 * The one address of Scout's results page (issue 24's page, built on another branch), for everything in the background
 * that opens it. The contract the page honours — exactly one of:
 *
 *   /results.html?q=<query>        searches <query> at once (the omnibox's Enter: the user pressed Enter, a search
 *                                  is what they asked for, billed like any search from the popup);
 *   /results.html?prefill=<text>   puts <text> in the search box, focused, the caret at its end, and searches nothing
 *                                  until the user submits ("Search this site": `prefill=site:<host> `).
 *
 * Values are encoded by URLSearchParams (`+` for spaces, as `URLSearchParams.get` reads them back).
 */
import { browser } from 'wxt/browser';

export type ResultsTarget = { q: string } | { prefill: string };

const RESULTS_PAGE = '/results.html';

export function resultsPageUrl(target: ResultsTarget): string {
  const params = new URLSearchParams('q' in target ? { q: target.q } : { prefill: target.prefill });
  // The page is another branch's entrypoint: WXT's list of known paths does not name it yet.
  const page = (browser.runtime.getURL as (path: string) => string)(RESULTS_PAGE);
  return `${page}?${params.toString()}`;
}
