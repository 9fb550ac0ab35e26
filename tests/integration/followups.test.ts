// @vitest-environment node
/**
 * Follow-ups against the emulator: the one message carries the thread, the emulator answers its last question, each
 * follow-up is one billed answer in the spending ledger at its stated cost, and the price shown before the Enter
 * (`spending.prices`' `followupCeiling`) is a true ceiling: a limit with just that much left never refuses the longest follow-up.
 */
import type { FollowupEvent } from '@/utils/contract/followup-schema';
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { runFollowupJob } from '@/utils/worker/services/summary/followup-runner';
import { writeThread } from '@/utils/worker/services/summary/thread-store';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { monthTotals } from '@/utils/worker/services/spending/ledger';
import { dayKey, monthOf } from '@/utils/worker/services/spending/month';
import { spendingSummary } from '@/utils/worker/services/spending/summary';
import { spendingHandlers } from '@/utils/worker/services/spending/handlers';
import { startTestEmulator, useEmulator } from './emulator-fixture';

const results = { id: 'scout', url: 'chrome-extension://scout/results.html', origin: 'chrome-extension://scout' };
const asker = { surface: 'results' as const };
const answers = (emulator: RunningEmulator) => emulator.stats().keys['demo-answers']?.answers ?? 0;
const chatBodies = (emulator: RunningEmulator) =>
  emulator
    .requests()
    .filter((r) => r.endpoint === 'chat/completions')
    .map((r) => JSON.parse(r.body!).messages[0].content as string);

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ answerDelayMs: 5 });
});
afterAll(() => emulator.close());

async function setup() {
  await useEmulator(emulator, 'demo-search');
  await saveKey('demo-answers', async () => {}, 'answers');
  const store = createSpendingStore();
  const spending = createSpending({ store, now: () => Date.now(), keepQuery: async () => false });
  const access = createApiAccess({ spending });
  const view = await createHeavyHandlers(access).search({ q: 'coffee in Lisbon', page: 0, filters: {} }, results);
  const first: SummaryEvent[] = [];
  await runSummaryJob(access, { searchId: view.searchId, ask: 'first' }, (e) => first.push(e), undefined, asker);
  expect(first.at(-1)).toMatchObject({ type: 'summary', final: true, summary: { status: 'complete' } });
  const followup = async (question: string, ask: string) => {
    const events: FollowupEvent[] = [];
    await runFollowupJob(access, { searchId: view.searchId, question, ask }, (e) => events.push(e), undefined, asker);
    const last = events.at(-1);
    if (last?.type !== 'turn') throw new Error('no turn');
    return last.turn;
  };
  return { store, spending, followup, searchId: view.searchId };
}

describe('follow-ups against the emulator', () => {
  it('sends the thread in one message, gets the last question answered, and bills each one once at its cost', async () => {
    const { store, followup } = await setup();
    const turn = await followup('best low light houseplants', 'f1');
    expect(turn).toMatchObject({ status: 'complete', leftOut: 0 });
    expect(turn.summary?.citations.length).toBeGreaterThan(0);
    const sent = chatBodies(emulator);
    expect(sent.at(-1)).toContain('Question 1: coffee in Lisbon');

    await store.flushed();
    const { byPlan } = monthTotals(await store.ledger(), monthOf(dayKey(Date.now())));
    expect(byPlan.answers?.[1]).toBe(answers(emulator));
    const stated = Math.round((turn.summary?.costUsd ?? 0) * 1_000_000);
    expect(stated).toBeGreaterThan(0);
    expect((await store.ledger()).recent.find((e) => e.plan === 'answers' && e.micros === stated)).toMatchObject({
      surface: 'results',
    });
    // The emulator answered the follow-up's own question, as it would alone.
    expect(turn.summary?.blocks).toEqual(await setupAnswerText('best low light houseplants'));
  });

  it('the price shown before a follow-up is a ceiling: a limit with just that much left admits the longest one', async () => {
    const { store, spending, followup, searchId } = await setup();
    const huge = (n: number) => ({
      askId: `old${n}`,
      question: `an earlier question ${n} ${'about coffee '.repeat(150)}`.slice(0, 2000),
      status: 'complete' as const,
      leftOut: 0,
      summary: {
        blocks: [{ kind: 'paragraph' as const, content: ['A long earlier answer. '.repeat(60)] }],
        citations: [],
        sources: [],
        entities: [],
        followups: [],
        status: 'complete' as const,
        source: 'answers' as const,
      },
    });
    await writeThread(
      searchId,
      Array.from({ length: 20 }, (_, i) => huge(i)),
      Date.now(),
    );
    await store.flushed();
    const summary = await spendingSummary(store, Date.now());
    const spent = summary.plans.find((p) => p.plan === 'answers')?.micros ?? 0;
    const { followupCeiling: ceiling } = await spendingHandlers(spending)['spending.prices']();
    await store.saveSettings({ ...(await store.settings()), limits: { answers: spent + ceiling } });
    const before = answers(emulator);
    const turn = await followup('and which one is cheapest?', 'f2');
    expect(turn.status).toBe('complete');
    expect(chatBodies(emulator).at(-1)!.length).toBeGreaterThan(10_000);
    expect(answers(emulator)).toBe(before + 1);

    // With less left than that, the next one is refused before anything is sent: nothing billed.
    await store.flushed();
    await store.saveSettings({ ...(await store.settings()), limits: { answers: 1 } });
    const refused = await followup('and the most expensive?', 'f3');
    expect(refused).toMatchObject({ status: 'failed', error: { kind: 'overLimit' } });
    expect(answers(emulator)).toBe(before + 1);
  });
});

/** The blocks of the emulator's answer to `question` asked alone (a search of its own, not billed as a follow-up). */
async function setupAnswerText(question: string) {
  const access = createApiAccess();
  const { client } = await access.open();
  let messages: unknown[] = [];
  for await (const update of client.answerStream({ question })) messages = update.messages;
  const { mapAnswer } = await import('@/utils/worker/view/summary/map-answer');
  return mapAnswer(messages as never, 'complete').blocks;
}
