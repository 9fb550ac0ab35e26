/**
 * Spending (issue 37). The ledger (utils/worker/services/spending/) holds per-day totals per plan for 13 months and
 * the last 300 requests; the bench fills it to that bound, in the shapes the worker writes, and measures:
 * - the ledger's work per billed request on the reply's path, as meter.ts and store.ts do it: the month's totals for
 *   the limit check and `addEntry` on the full ledger (in Node's V8, the engine of Chromium's worker: timing the very
 *   functions in the bundled worker would need a hook in product code). The write of the whole ledger is shown beside,
 *   timed inside Scout's worker until its storage.local.set call returns (the copy of the ledger it takes) and until
 *   storage.local says it is stored: store.ts makes it WRITE_AFTER_MS after the entry, when the reply is on screen
 *   (a macrotask later, as first built, it ran while the reply's body was still being read: first results 12–15 ms
 *   later with the ledger full, this bench on 2026-11-29);
 * - the same Enter → first web result with the ledger full and empty, alternating blocks (beside the figure above);
 * - the options page's Spending section: mounted ("Loading…") → the frame that paints it filled from 13 months of
 *   data (chart and last requests), and navigation → that frame.
 */
import {
  addEntry,
  MAX_RECENT,
  monthTotals,
  MONTHS_KEPT,
  type Ledger,
  type LedgerEntry,
} from '@/utils/worker/services/spending/ledger';
import type { Browser } from './browser';
import { enterToResult, freshQuery } from './popup-timings';
import { spread, versus, type Spread, type Versus } from './stats';

declare const chrome: any;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Every day of the 13 months kept (this one included) with Search and Answers totals, and 300 detailed requests. */
function fullLedger(now = new Date()): Ledger {
  const days: Ledger['days'] = {};
  for (let d = new Date(now.getFullYear(), now.getMonth() - (MONTHS_KEPT - 1), 1); d <= now; d.setDate(d.getDate() + 1))
    days[dayOf(d)] = { search: [25_000 + d.getDate() * 1_000, 5 + d.getDate(), 2], answers: [12_345, 3, 0] };
  const recent: LedgerEntry[] = Array.from({ length: MAX_RECENT }, (_, i) => {
    const at = now.getTime() - i * 600_000;
    const search = i % 3 !== 0;
    return {
      at,
      day: dayOf(new Date(at)),
      plan: search ? 'search' : 'answers',
      endpoint: search ? 'web/search' : 'chat/completions',
      surface: 'popup',
      outcome: i % 7 === 0 ? 'cache' : 'billed',
      micros: search ? 5_000 : 4_321,
      basis: 'table',
    };
  });
  return { days, recent };
}

export interface SpendingTimings {
  /** The ledger's work per request on the reply's path: the month's totals (the limit check) + `addEntry`, full. */
  record_ms: Spread;
  /** The write of the full ledger, WRITE_AFTER_MS after the reply, in the worker: its storage.local.set call. */
  ledger_write_call_ms: Spread;
  /** The same write until storage.local says it is stored. */
  ledger_write_stored_ms: Spread;
  /** Enter → first web result, the ledger full beside empty (not budgeted: whole searches are noisier than 1 ms). */
  search_full_vs_empty_ledger: Versus;
  /** The options' Spending section mounted → painted with 13 months of data (chart and last requests). */
  section_mount_to_painted_ms: Spread;
  /** Navigation → the same frame. */
  section_navigation_to_painted_ms: Spread;
}

/** The limit check's month totals and `addEntry`, on copies of the full ledger, `count` times: ms per request. */
function recordMs(ledger: Ledger, count = 200): number {
  const copies = Array.from({ length: count }, () => structuredClone(ledger));
  const entry = { ...ledger.recent[0]!, at: Date.now() };
  const start = performance.now();
  for (const copy of copies) {
    monthTotals(copy, entry.day.slice(0, 7));
    addEntry(copy, entry);
  }
  return (performance.now() - start) / count;
}

async function writeMs(browser: Browser, ledger: Ledger): Promise<{ call: number; stored: number }> {
  return (await browser.worker()).evaluate(async (value) => {
    const start = performance.now();
    const written = chrome.storage.local.set({ spending: value });
    const call = performance.now() - start;
    await written;
    return { call, stored: performance.now() - start };
  }, ledger);
}

/** The options page's Spending section: [mounted → painted, navigation → painted] (ms, the page's clock). */
async function sectionTimes(browser: Browser): Promise<[number, number]> {
  const page = await browser.context.newPage();
  await page.addInitScript(() => {
    const times: { mountAt?: number; paintedAt?: number } = {};
    (window as any).__spending = times;
    const observer = new MutationObserver(() => {
      times.mountAt ??= document.querySelector('section#spending') ? performance.now() : undefined;
      if (!document.querySelector('#spending .options-chart rect') || !document.querySelector('#spending caption'))
        return;
      observer.disconnect();
      requestAnimationFrame(() => (times.paintedAt = performance.now()));
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  await page.goto(`chrome-extension://${browser.extensionId}/options.html`);
  await page.waitForFunction(() => (window as any).__spending.paintedAt !== undefined, null, { timeout: 20_000 });
  const { mountAt, paintedAt } = await page.evaluate(() => (window as any).__spending);
  await page.close();
  return [paintedAt - mountAt, paintedAt];
}

/** `settings`: the emulator's address; a Search-plan key, as the ledger's Search rows are. */
export async function spendingTimings(
  browser: Browser,
  settings: Record<string, unknown>,
  reps: number,
): Promise<SpendingTimings> {
  const ledger = fullLedger();
  const record: number[] = [];
  const call: number[] = [];
  const stored: number[] = [];
  const mount: number[] = [];
  const navigation: number[] = [];
  const full: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < reps; i++) {
    for (const [ledgerNow, times] of [
      [undefined, empty],
      [ledger, full],
    ] as const) {
      await browser.configure({ apiKey: 'demo-search', settings, ...(ledgerNow && { spending: ledgerNow }) });
      const popup = await browser.open('popup.html');
      await enterToResult(popup, freshQuery(`ledger${times === full ? 'f' : 'e'}w`, i));
      times.push(await enterToResult(popup, freshQuery(`ledger${times === full ? 'f' : 'e'}`, i)));
      await popup.close();
    }
    record.push(recordMs(ledger));
    const write = await writeMs(browser, ledger);
    call.push(write.call);
    stored.push(write.stored);
    const [mounted, navigated] = await sectionTimes(browser);
    mount.push(mounted);
    navigation.push(navigated);
  }
  return {
    record_ms: spread(record),
    ledger_write_call_ms: spread(call),
    ledger_write_stored_ms: spread(stored),
    search_full_vs_empty_ledger: versus(full, empty),
    section_mount_to_painted_ms: spread(mount),
    section_navigation_to_painted_ms: spread(navigation),
  };
}
