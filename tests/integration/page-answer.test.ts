// @vitest-environment node
/**
 * "Ask Scout about this page" from the content script's capture to the emulator's bill (utils/worker/services/
 * page-answer/): the one message carries exactly the captured text, the page's address (from the browser-stamped
 * sender) and the question; the meter admits it with a bound counted from that message, which the user saw as the
 * price; the ledger holds what `<usage>` stated; a reopened stream never pays twice; a limit below the bound refuses
 * before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { answerBound } from '@/utils/worker/services/spending/prices';
import { capturePage } from '@/utils/worker/services/page-answer/captures';
import { runPageAnswer } from '@/utils/worker/services/page-answer/runner';
import { pageMessage } from '@/utils/worker/services/page-answer/message';
import { startTestEmulator, useEmulator } from './emulator-fixture';

const script = {
  id: 'scout',
  url: 'https://blog.example/coffee#comments',
  origin: 'https://blog.example',
  tab: { id: 9 },
  frameId: 0,
};
const PAGE = [
  'Coffee in Lisbon',
  'Lisbon wakes up on coffee and most mornings start with a bica at the counter.',
  'The best espresso in town is at Torra Roasters, near São Bento.',
].join('\n');
const QUESTION = 'Where is the best espresso?';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());

const answerBodies = () =>
  emulator
    .requests()
    .filter((request) => request.endpoint === 'chat/completions')
    .map((request) => JSON.parse(request.body ?? '{}') as { messages: { content: string }[] });

async function setUp(limits: Record<string, number> = {}, text = PAGE) {
  await useEmulator(emulator, 'demo-search');
  await saveKey('demo-answers', async () => {}, 'answers');
  const store = createSpendingStore();
  await store.saveSettings({ limits, prices: {} });
  const spending = createSpending({ store, now: () => Date.now(), keepQuery: async () => false });
  const access = createApiAccess({ spending });
  const captured = await capturePage({ text, total: 48_210, title: 'Coffee' }, script, {}, Date.now());
  const ask = async (id: string) => {
    const events: SummaryEvent[] = [];
    await runPageAnswer(
      access,
      { capture: captured.id, question: QUESTION, ask: id },
      (event) => events.push(event),
      new AbortController().signal,
      { surface: 'inPage' },
    ).catch((error: { kind?: string }) =>
      events.push({ type: 'error', error: { kind: error.kind, message: '' } } as never),
    );
    return events;
  };
  return { store, captured, ask };
}

describe('a page question', () => {
  it('sends the captured text, the page’s address and the question in one message, billed within the price shown', async () => {
    const { store, captured, ask } = await setUp();
    expect(captured).toMatchObject({ url: 'https://blog.example/coffee', chars: PAGE.length, total: 48_210 });
    const sent = pageMessage({ url: captured.url, title: 'Coffee', text: PAGE, total: 48_210, question: QUESTION });
    expect(captured.priceMicros).toBeGreaterThanOrEqual(answerBound(sent));

    const events = await ask('a1');
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'summary', final: true });
    const summary = (last as Extract<SummaryEvent, { type: 'summary' }>).summary;
    expect(summary.citations.map((citation) => citation.url)).toEqual(['https://blog.example/coffee']);

    const bodies = answerBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.messages).toEqual([{ role: 'user', content: sent }]);
    expect(sent).toContain(PAGE);

    await store.flushed();
    const entry = (await store.ledger()).recent.find((e) => e.plan === 'answers');
    expect(entry).toMatchObject({ outcome: 'billed', basis: 'usage', surface: 'inPage' });
    expect(entry!.micros).toBeGreaterThan(0);
    expect(entry!.micros).toBeLessThanOrEqual(captured.priceMicros);

    // Asked again (another click, or the panel's stream reopened): the finished answer comes from the cache, free.
    expect((await ask('a2')).at(-1)).toMatchObject({ type: 'summary', final: true });
    expect(answerBodies()).toHaveLength(1);
  });

  it('is refused before anything is sent when its bound, counted from the page text, would pass the Answers limit', async () => {
    emulator.reset();
    // 12,000 characters of text are about 3,000 input tokens ($0.015): with the request fee and the output cap the
    // bound passes $0.015, which a question alone (about $0.009) would not.
    const long = `${PAGE}\n${'More words about coffee in Lisbon. '.repeat(330)}`.slice(0, 12_000);
    const { captured, ask } = await setUp({ answers: 15_000 }, long);
    expect(captured.priceMicros).toBeGreaterThan(15_000);
    expect((await ask('b1')).at(-1)).toMatchObject({ type: 'error', error: { kind: 'overLimit' } });
    expect(answerBodies()).toHaveLength(0);
  });
});
