// @vitest-environment node
/**
 * Today's keys against the emulator: a Search-plan key (no summarizer) plus an Answers key. An answer streams with
 * citations into the same summary model as the summarizer's, is billed once per distinct question, and never again
 * for a repeat or a reconnect.
 */
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { updateSettings } from '@/utils/worker/settings/service';
import { billed, startTestEmulator, useEmulator } from './emulator-fixture';

const popup = { id: 'scout', url: 'chrome-extension://scout/popup.html', origin: 'chrome-extension://scout' };
const search = (q: string) => ({ q, page: 0, filters: {} });
const answers = (emulator: RunningEmulator) => emulator.stats().keys['demo-answers']?.answers ?? 0;

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ answerDelayMs: 5 });
});
afterAll(() => emulator.close());

async function setup(askBeforeAnswer = true) {
  await useEmulator(emulator, 'demo-search');
  await saveKey('demo-answers', async () => {}, 'answers');
  await updateSettings({ askBeforeAnswer });
  const access = createApiAccess();
  return { access, handlers: createHeavyHandlers(access) };
}

async function summarize(access: ReturnType<typeof createApiAccess>, start: { searchId: string; ask?: string }) {
  const events: SummaryEvent[] = [];
  await runSummaryJob(access, start, (e) => events.push(e));
  return events;
}

describe('AI answers for a Search-plan key plus an Answers key', () => {
  it('offers an answer on request; once asked, it streams with citations, its cost, and is billed once', async () => {
    const { access, handlers } = await setup(true);
    const view = await handlers.search(search('coffee in Lisbon'), popup);
    expect(view.placesState).toBe('found');
    expect(view.summaryState).toBe('onRequest');
    expect(answers(emulator)).toBe(0);

    const events = await summarize(access, { searchId: view.searchId, ask: 'first' });
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'summary', final: true, summary: { status: 'complete', source: 'answers' } });
    if (last?.type !== 'summary') throw new Error('no answer');
    expect(last.summary.citations.length).toBeGreaterThan(0);
    expect(last.summary.citations.every((c) => /^https?:\/\//.test(c.url))).toBe(true);
    expect(last.summary.costUsd).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'summary' && !e.final).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(answers(emulator)).toBe(1));
    expect(billed(emulator, 'demo-search')).toBe(1);

    // A reconnect of the same request, and a repeat of the question: free.
    await summarize(access, { searchId: view.searchId, ask: 'first' });
    const repeat = await handlers.search(search('coffee  in Lisbon'), popup);
    expect(repeat.summaryState).toBe('available');
    expect((await summarize(access, { searchId: repeat.searchId })).at(-1)).toMatchObject({
      type: 'summary',
      final: true,
    });
    expect(answers(emulator)).toBe(1);
  });

  it('starts the answer by itself when the user chose not to be asked', async () => {
    const { access, handlers } = await setup(false);
    const view = await handlers.search(search('museums in Berlin'), popup);
    expect(view.summaryState).toBe('available');
    expect((await summarize(access, { searchId: view.searchId })).at(-1)).toMatchObject({
      type: 'summary',
      final: true,
    });
    await vi.waitFor(() => expect(answers(emulator)).toBe(1));
  });

  it('verifying the Answers key costs exactly one answer, and reports its cost', async () => {
    const { handlers } = await setup(true);
    const verified = await handlers['key.verify']({ which: 'answers' }, popup);
    expect(verified).toMatchObject({
      aiSource: 'answers',
      answersKey: { set: true, hint: '…wers' },
      billedSearches: 0,
    });
    expect(verified.answerCostUsd).toBeGreaterThan(0);
    // The emulator counts an answer when its response has ended, a moment after the client has read [DONE].
    await vi.waitFor(() => expect(answers(emulator)).toBe(1));
    expect(billed(emulator, 'demo-search')).toBe(0);
  });

  it('with a Search-plan key alone, says the plan has no AI summaries', async () => {
    await useEmulator(emulator, 'demo-search');
    const handlers = createHeavyHandlers(createApiAccess());
    const view = await handlers.search(search('coffee in Lisbon'), popup);
    expect(view.summaryState).toBe('notInPlan');
    expect(await handlers.account({}, popup)).toMatchObject({ aiSource: 'none', answersKey: { set: false } });
  });

  it('an Answers key that is not on an Answers plan is refused as such, and nothing is billed', async () => {
    const { access, handlers } = await setup(true);
    await saveKey('demo-pro', async () => {}, 'answers');
    const view = await handlers.search(search('ramen tokyo'), popup);
    const last = (await summarize(access, { searchId: view.searchId, ask: 'x' })).at(-1);
    expect(last).toMatchObject({ type: 'error', error: { kind: 'notInPlan' } });
    expect(emulator.stats().totals.answers).toBe(0);
  });
});
