// @vitest-environment node
/**
 * A research against the emulator (A28): run for a search's question within the user's limits, its progress and
 * answer mapped for the UIs, its cost in the ledger exactly as its <usage> stated; a Stop part-way, and a cut
 * stream without <answer>, each end in a definite, unfinished state.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import type { ResearchEvent } from '@/utils/contract/research-schema';
import { researchEventSchema } from '@/utils/contract/research-schema';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { runResearch } from '@/utils/worker/services/research/run-research';
import { researchOffer } from '@/utils/worker/services/research/offer';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { startTestEmulator, useEmulator } from './emulator-fixture';

const results = { id: 'scout', url: 'chrome-extension://scout/results.html', origin: 'chrome-extension://scout' };
const LIMITS = { queries: 3, iterations: 2, seconds: 60 };

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ answerDelayMs: 0, researchStepMs: 5 });
});
afterAll(() => emulator.close());

async function setup() {
  await useEmulator(emulator, 'demo-search');
  await saveKey('demo-answers', async () => {}, 'answers');
  const store = createSpendingStore();
  const spending = createSpending({ store, now: () => Date.now(), keepQuery: async () => false });
  const access = createApiAccess({ spending });
  const view = await createHeavyHandlers(access).search(
    { q: 'how do black holes form', page: 0, filters: {} },
    results,
  );
  return { access, store, searchId: view.searchId };
}

async function research(
  access: ReturnType<typeof createApiAccess>,
  searchId: string,
  options: { signal?: AbortSignal; onEvent?: (event: ResearchEvent) => void } = {},
) {
  const events: ResearchEvent[] = [];
  await runResearch(
    access,
    { searchId, ask: crypto.randomUUID(), limits: LIMITS },
    (event) => {
      // Every event crosses to the UI through its schema (ports.ts): each must pass it.
      events.push(researchEventSchema().parse(event));
      options.onEvent?.(event);
    },
    options.signal,
    { surface: 'results' },
  );
  return events;
}

const requests = () => emulator.requests().filter((entry) => entry.endpoint === 'chat/completions');

describe('research against the emulator', () => {
  it('sends the limits, shows progress, ends with the answer, its sources and blind spots; the ledger says what <usage> said', async () => {
    const { access, store, searchId } = await setup();
    const offer = await researchOffer(store, searchId);
    expect(offer).toMatchObject({ ready: true, limits: { queries: 10, iterations: 2, seconds: 120 } });
    const events = await research(access, searchId);
    const body = JSON.parse(requests().at(-1)!.body!) as Record<string, unknown>;
    expect(body).toMatchObject({ enable_research: true, research_maximum_number_of_queries: 3 });
    expect(body).not.toHaveProperty('enable_citations');
    expect(events.filter((event) => event.type === 'research' && !event.final).length).toBeGreaterThan(0);
    const last = events.at(-1)!;
    if (last.type !== 'research') throw new Error(`ended with ${JSON.stringify(last)}`);
    expect(last.research).toMatchObject({ status: 'complete', searches: 3, blindspots: [expect.any(String)] });
    expect(last.research.answer?.blocks.length).toBeGreaterThan(0);
    expect(last.research.answer?.sources.every((source) => /^https?:\/\//.test(source.url))).toBe(true);
    await store.flushed();
    const entry = (await store.ledger()).recent.find((row) => row.endpoint === 'research')!;
    expect(entry).toMatchObject({ outcome: 'billed', basis: 'usage', surface: 'results' });
    expect(entry.micros).toBe(Math.round(last.research.costUsd! * 1_000_000));
  });

  it('Stop part-way aborts the request: the run ends unfinished, and the emulator saw the client leave', async () => {
    const { access, searchId } = await setup();
    emulator.updateSettings({ researchStepMs: 50 });
    try {
      const controller = new AbortController();
      const before = emulator.stats().keys['demo-answers']?.answersAborted ?? 0;
      const events = await research(access, searchId, {
        signal: controller.signal,
        onEvent: (event) => event.type === 'research' && event.research.searches > 0 && controller.abort(),
      });
      expect(events.at(-1)).toMatchObject({
        type: 'error',
        error: { kind: 'aborted' },
        research: { status: 'unfinished' },
      });
      await vi.waitFor(() => expect(emulator.stats().keys['demo-answers']?.answersAborted).toBe(before + 1));
    } finally {
      emulator.updateSettings({ researchStepMs: 5 });
    }
  });

  it('a stream cut before <answer> (a fault) ends unfinished, with its progress so far', async () => {
    const { access, searchId } = await setup();
    emulator.queueFault({ path: 'chat/completions', fault: 'cut', after: 4 });
    const last = (await research(access, searchId)).at(-1)!;
    // The cut connection is a lost connection (`offline`) here; either way the research is unfinished.
    expect(last).toMatchObject({ research: { status: 'unfinished' } });
    expect(last.research?.answer).toBeUndefined();
    expect(last.research?.searches).toBeGreaterThan(0);
  });
});
