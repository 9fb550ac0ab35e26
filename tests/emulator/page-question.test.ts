// @vitest-environment node
/**
 * Page questions (emulator/answers/page-question.ts): one message carrying a page's address, its text and a question
 * is answered from that text, each sentence cited to the page, and `<usage>` bills the message's size, no search.
 */
import { describe, expect, it } from 'vitest';
import { emulatorForFile, testClock } from './helpers';
import { classify, contents, parseSse, postAnswer, question } from './answers-helpers';
import { readPageQuestion } from '../../emulator/answers/page-question';

const clock = testClock();
const emulator = emulatorForFile(clock, {
  answerDelayMs: 0,
  streamItemDelayMs: 0,
  answerChunking: 'whole',
  runFaults: [],
});
const KEY = 'demo-answers';
const URL = 'https://blog.example/coffee';

const PAGE = [
  'Coffee in Lisbon',
  'Lisbon wakes up on coffee and most mornings start with a bica at the counter.',
  'The best espresso in town is at Torra Roasters, near São Bento.',
  'For the view, climb to the miradouro and order a galão with a pastry.',
].join('\n');

/** As Scout writes it (utils/worker/services/page-answer/message.ts); the emulator shares no code with Scout. */
const message = (text: string, q: string) =>
  [
    'Answer the question about the web page below from its text, and cite the page by its URL.',
    'Page title: Coffee',
    `Page URL: ${URL}`,
    `Page text (${text.length} of ${text.length} characters):`,
    '<<<PAGE',
    text,
    'PAGE>>>',
    `Question: ${q}`,
  ].join('\n');

async function answer(content: string) {
  clock.advance(1000);
  const res = await postAnswer(emulator, question(content, { enable_citations: true }), { key: KEY });
  expect(res.status).toBe(200);
  const tagged = contents(parseSse(res.text)).map(classify);
  return {
    text: tagged
      .filter((part) => part.kind === 'text')
      .map((part) => part.content)
      .join(''),
    citations: tagged.filter((part) => part.kind === 'citation').map((part) => part.payload),
    usage: tagged.find((part) => part.kind === 'usage')?.payload,
  };
}

describe('page questions', () => {
  it('reads the page, its address and the question from the message, and nothing from another question', () => {
    expect(readPageQuestion(message(PAGE, 'Where is the best espresso?'))).toEqual({
      url: URL,
      text: PAGE,
      question: 'Where is the best espresso?',
    });
    expect(readPageQuestion('coffee in Lisbon')).toBeUndefined();
    expect(readPageQuestion(message(PAGE, 'x').replace(URL, 'javascript:alert(1)'))).toBeUndefined();
  });

  it('summarizes with the page’s own first sentences, each cited to the page', async () => {
    const { text, citations } = await answer(message(PAGE, 'Summarize this page'));
    expect(text).toContain('Lisbon wakes up on coffee and most mornings start with a bica at the counter.');
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) expect(citation).toMatchObject({ url: URL, number: 1 });
  });

  it('answers a question with the sentences that hold its words', async () => {
    const { text } = await answer(message(PAGE, 'Where is the best espresso?'));
    expect(text).toBe('The best espresso in town is at Torra Roasters, near São Bento.');
  });

  it('bills the input by the message’s size and makes no search', async () => {
    const short = await answer(message(PAGE, 'Where is the best espresso?'));
    const long = await answer(
      message(`${PAGE}\n${'Filler words for the page. '.repeat(400)}`, 'Where is the best espresso?'),
    );
    expect(short.usage['X-Request-Queries']).toBe(0);
    expect(short.usage['X-Request-Tokens-In']).toBe(Math.ceil(message(PAGE, 'Where is the best espresso?').length / 4));
    expect(long.usage['X-Request-Tokens-In']).toBeGreaterThan(short.usage['X-Request-Tokens-In'] + 2_000);
    expect(long.usage['X-Request-Total-Cost']).toBeGreaterThan(short.usage['X-Request-Total-Cost']);
  });

  it('keeps the whole body in its request log, so a test can read all that was sent', async () => {
    const text = `${PAGE}\n${'Filler words for the page. '.repeat(500)}`;
    await answer(message(text, 'Summarize this page'));
    const logged = emulator
      .requests()
      .filter((entry) => entry.endpoint === 'chat/completions')
      .at(-1);
    expect(JSON.parse(logged?.body ?? '{}').messages[0].content).toBe(message(text, 'Summarize this page'));
  });
});
