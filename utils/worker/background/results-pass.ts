/**
 * One-time passes that let a results page search as it loads (docs/security-plan.md A13). Anyone can open
 * `results.html?q=…` — another installed extension needs no permission to — so the page searches at once only when the
 * background opened it for the user's own action (Enter in the address bar, the popup's "Open in a tab"): it writes a
 * pass for that search here and puts it in the address (utils/ui-safe/results-url.ts); the page hands it back with its
 * search (`results.open`), and the pass is gone. The pass knows who opened the tab, so the spending ledger files the
 * search under the address bar or the results tab (the popup's "Open in a tab" moves the search there). A pass is good for one search (its query, spelling and filters; further
 * pages are the user's clicks), for a minute, and only the last few are kept. `storage.session` holds them: a worker
 * stopped between the open and the load still finds the pass, and a browser restart (a restored tab) finds none.
 */
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED } from '@/utils/worker/storage/items';
import type { SearchRequest } from '@/utils/contract/search-request';
import { readSettings } from '@/utils/worker/settings/service';
import type { Surface } from '@/utils/ui-safe/spending';

/** Who opened the tab, as the ledger names it. */
type Opener = Extract<Surface, 'addressBar' | 'results'>;

/** Long enough for a tab opened behind the current one to load; the page claims its pass as it opens. */
const PASS_TTL_MS = 60_000;
/** Passes never claimed (a tab closed before it loaded) are dropped beyond this many, oldest first. */
const MAX_PASSES = 8;

interface Pass {
  /** The search it lets run (`searchKey`). */
  search: string;
  expiresAt: number;
  /** Absent in a pass written before it was kept: the results tab. */
  from?: Opener;
}

const passes = boundedItems<Pass>({ ...BOUNDED.resultsPasses, maxItems: MAX_PASSES, maxAgeMs: PASS_TTL_MS });

/**
 * A search as a pass names it: its query, spelling and filters, where a filter left out is the settings' (the page
 * sends its filters with the settings' filled in, components/app/use-app.ts), and not its page (paging is replayed
 * only by the user's clicks).
 */
async function searchKey({ q, exact, filters }: SearchRequest): Promise<string> {
  const { country, searchLang, safesearch } = await readSettings();
  const set = Object.entries({ country, searchLang, safesearch, ...filters }).filter(
    ([, value]) => value !== undefined,
  );
  return JSON.stringify([q, exact === true, set.sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/**
 * A new pass for `request`, opened `from` the address bar or for the results tab; undefined when it could not be kept
 * (a full area): the page then waits for a click.
 */
export async function issuePass(
  request: SearchRequest,
  now: number,
  from: Opener = 'results',
): Promise<string | undefined> {
  const pass = crypto.randomUUID();
  const search = await searchKey(request);
  const kept = await passes.set(pass, { search, expiresAt: now + PASS_TTL_MS, from }, now).catch(() => false);
  return kept ? pass : undefined;
}

/** Claims run one after the other, so two pages handing in the same pass at once cannot both have it. */
let claims: Promise<unknown> = Promise.resolve();

/**
 * Whether `pass` lets `request` run now: the surface to file it under if so (who opened the tab), else false. Used up
 * by any claim, right or wrong.
 */
export function claimPass(pass: string, request: SearchRequest, now: number): Promise<Opener | false> {
  const claim = claims.then(async () => {
    const found = await passes.get(pass);
    if (!found) return false;
    await passes.remove(pass);
    const good = found.expiresAt > now && found.search === (await searchKey(request));
    return good && (found.from === 'addressBar' ? 'addressBar' : 'results');
  });
  // A pass that cannot be read lets nothing run: the page waits for a click.
  const settled = claim.catch(() => false as const);
  claims = settled;
  return settled;
}
