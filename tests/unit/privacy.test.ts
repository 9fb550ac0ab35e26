/**
 * PRIVACY.md is the whole policy (the AMO listing takes its full text, the extension ships it as privacy.html): it
 * must describe every flow of utils/ui-safe/data-flows.ts as Firefox declares it, and quote the code's own figures for what
 * is kept and for how long.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DATA_FLOWS, type DataFlow } from '@/utils/ui-safe/data-flows';
import { DEFAULT_TTL_MS } from '@/utils/worker/api/cache';
import { MAX_RECORDS } from '@/utils/worker/services/search-records';
import { readJob, writeJob } from '@/utils/worker/services/summary/jobs';
import { readHistory, recordQuery, setHistoryOn } from '@/utils/worker/services/history';
import { CACHE_MINUTES } from '@/utils/ui-safe/settings/choices';
import { MAX_RECENT, MONTHS_KEPT } from '@/utils/worker/services/spending/ledger';
import { privacyPage } from '../../modules/privacy-page';

const policy = fs.readFileSync('PRIVACY.md', 'utf8');

/** The names Firefox shows at install for each category (the taxonomy's "Data type visible during install"). */
const SHOWN_AS: Record<string, string> = {
  authenticationInfo: 'Authentication information',
  searchTerms: 'Search terms',
  websiteContent: 'Website content',
  locationInfo: 'Location',
};

/** The bullet of PRIVACY.md that starts with `**label**`, up to the next bullet or paragraph. */
function bullet(label: string): string | undefined {
  return new RegExp(
    `^- \\*\\*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*\\*[\\s\\S]*?(?=\\n- |\\n\\n)`,
    'm',
  ).exec(policy)?.[0];
}

/** How many searches the history keeps, counted: more recorded than it keeps (its cap is module-private). */
async function historyKept(): Promise<number> {
  fakeBrowser.reset();
  await setHistoryOn(true);
  await Promise.all(Array.from({ length: 1_000 }, (_, i) => recordQuery(`query ${i}`, i)));
  return (await readHistory()).entries.length;
}

/** How many whole hours a summary job is kept, found the way the code keeps it: a job written later drops older ones. */
async function jobHoursKept(): Promise<number> {
  const HOUR = 3_600_000;
  for (let hours = 1; hours <= 100; hours += 1) {
    fakeBrowser.reset();
    await writeJob('old', { status: 'running', attempts: 1, updatedAt: 0 });
    await writeJob('new', { status: 'running', attempts: 1, updatedAt: hours * HOUR });
    if ((await readJob('old')) === null) return hours;
  }
  return Infinity;
}

describe('PRIVACY.md', () => {
  it.each(Object.entries(DATA_FLOWS) as [string, DataFlow][])('describes the flow %s as it is declared', (_, flow) => {
    const text = bullet(flow.label);
    expect(text, `a bullet starting with **${flow.label}**`).toBeDefined();
    if (flow.category === null) return;
    const shown = SHOWN_AS[flow.category];
    expect(shown, `the install-prompt name of ${flow.category}`).toBeDefined();
    expect(text!.replace(/\s+/g, ' ')).toMatch(new RegExp(`\\*${shown}\\* \\(${flow.consent}\\)`));
  });

  it('quotes the figures the code keeps to', async () => {
    const flat = policy.replace(/\s+/g, ' ');
    expect(flat).toContain(`the last ${MAX_RECORDS} searches`);
    expect(flat).toContain(`the last ${MAX_RECORDS}, at most ${await jobHoursKept()} hours`);
    expect(flat).toContain(`summaries ${DEFAULT_TTL_MS / 60_000} minutes`);
    expect(flat).toContain(`up to ${CACHE_MINUTES.max / 60} hours`);
    expect(flat).toContain(`the last ${await historyKept()} searches you ran from Scout's own pages`);
    expect(flat).toContain(`the last ${MAX_RECENT} requests, and per-day totals per plan for ${MONTHS_KEPT} months`);
    expect(flat).toContain('the address bar, the in-page panel');
  });

  it('the store listings say what the spending ledger keeps, with the same figures', () => {
    const kept = {
      en: [`the last ${MAX_RECENT} requests and per-day totals for ${MONTHS_KEPT} months`, 'no query text unless'],
      de: [`die letzten ${MAX_RECENT} Anfragen und Tagessummen für ${MONTHS_KEPT} Monate`, 'ohne Suchtext, außer'],
    };
    for (const [language, phrases] of Object.entries(kept)) {
      const listing = fs.readFileSync(`store/${language}.md`, 'utf8').replace(/\s+/g, ' ');
      for (const phrase of phrases) expect(listing, `store/${language}.md`).toContain(phrase);
    }
  });

  it('becomes a page without script, with every heading', () => {
    const page = privacyPage(policy);
    expect(page).not.toMatch(/<script/i);
    const headings = [...policy.matchAll(/^#+ (.+)$/gm)].map((match) => match[1]!.replace(/'/g, '&#39;'));
    for (const heading of headings) expect(page).toContain(`>${heading}</h`);
  });
});
