// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, emulatorForFile, testClock } from './helpers';
import { classify, contents, parseSse, postAnswer, question } from './answers-helpers';
import { askedQuestion } from '../../emulator/answers/followup';

const clock = testClock();
const emulator = emulatorForFile(clock, {
  answerDelayMs: 0,
  streamItemDelayMs: 0,
  answerChunking: 'whole',
  runFaults: [],
});
const KEY = 'demo-answers';

/** The answer's visible text, without its `<usage>` (which counts the whole message). */
async function answerText(content: string): Promise<string> {
  clock.advance(1000);
  const res = await postAnswer(emulator, question(content, { enable_citations: true }), { key: KEY });
  expect(res.status).toBe(200);
  return contents(parseSse(res.text))
    .map(classify)
    .filter((part) => part.kind !== 'usage')
    .map((part) => part.content)
    .join('');
}

const THREAD = [
  'Earlier in this conversation (oldest first, answers shortened):',
  'Question 1: coffee in Lisbon',
  'Answer 1: Follow-up question: best low light houseplants — a quoted label is not at a line start.',
  '',
  'Follow-up question: best low light houseplants',
].join('\n');

describe('follow-ups (A53)', () => {
  it('answers the last question of a message that carries a conversation', async () => {
    const alone = await answerText('best low light houseplants');
    const followup = await answerText(THREAD);
    expect(followup).toBe(alone);
    expect(followup).not.toBe(await answerText('coffee in Lisbon'));
  });

  it('reads the question after the last line-start label, and a message without one whole', () => {
    expect(askedQuestion(THREAD)).toBe('best low light houseplants');
    expect(askedQuestion('Q: a\nfollow-up QUESTION:  two\nlines ')).toBe('two\nlines');
    expect(askedQuestion('what is a Follow-up question: here')).toBe('what is a Follow-up question: here');
    expect(askedQuestion('Follow-up question:   ')).toBe('Follow-up question:   ');
  });
});

describe('the request log', () => {
  const logged = async () => (await call(emulator, '/__emulator/requests')).json().requests.at(-1);

  it('keeps a long POST body whole', async () => {
    const long = `${'earlier turn. '.repeat(3000)}\nFollow-up question: coffee in Lisbon`;
    await answerText(long);
    const entry = await logged();
    expect(entry.bodyCut).toBeUndefined();
    expect(JSON.parse(entry.body).messages[0].content).toBe(long);
  });

  it('cuts a body past 64 KB there, and says so', async () => {
    clock.advance(1000);
    // An unknown field is ignored by the API (A26): the body is long, the question short.
    await postAnswer(emulator, question('coffee in Lisbon', { padding: 'x'.repeat(100 * 1024) }), { key: KEY });
    const entry = await logged();
    expect(entry.body).toHaveLength(64 * 1024);
    expect(entry.bodyCut).toBe(true);
  });
});
