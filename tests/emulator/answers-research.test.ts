// @vitest-environment node
/** Research mode (A28): its tags in order, its limits honoured, a partial run, a run without `<answer>`. */
import { describe, expect, it } from 'vitest';
import { emulatorForFile, testClock } from './helpers';
import { contents, parseSse, postAnswer, question, type PostOptions, type RawAnswer } from './answers-helpers';

const clock = testClock();
const emulator = emulatorForFile(clock, {
  answerDelayMs: 0,
  streamItemDelayMs: 0,
  researchStepMs: 0,
  answerChunking: 'whole',
  runFaults: [],
});
const KEY = 'demo-answers';

function ask(body: unknown, options: PostOptions = {}): Promise<RawAnswer> {
  clock.advance(1000);
  return postAnswer(emulator, body, { key: KEY, ...options });
}

const research = (limits: Record<string, unknown> = {}) =>
  question('how do black holes form', { enable_research: true, ...limits });

/** The research tags of a stream, name and parsed JSON, in order. */
function tags(text: string): Array<{ name: string; payload: any }> {
  return contents(parseSse(text))
    .map((content) => /^<(\w+)>([\s\S]*)<\/\1>$/.exec(content))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[1]!, payload: JSON.parse(match[2]!) }));
}

const answersStats = () => emulator.stats().keys[KEY]?.endpoints['chat/completions'];

describe('research (A28)', () => {
  it('streams queries, analyzing, thinking, progress, blindspots, answer and usage, then [DONE]; billed once', async () => {
    const res = await ask(research());
    expect(res.status).toBe(200);
    const found = tags(res.text);
    const names = found.map((tag) => tag.name);
    expect(names.slice(0, 3)).toEqual(['queries', 'analyzing', 'thinking']);
    expect(names.slice(-3)).toEqual(['blindspots', 'answer', 'usage']);
    const progress = found.filter((tag) => tag.name === 'progress').map((tag) => tag.payload);
    expect(progress.at(-1)).toMatchObject({ number_of_queries: 4, number_of_iterations: 2 });
    expect(progress.at(-1).elasped_seconds).toBeGreaterThan(0);
    const answer = found.find((tag) => tag.name === 'answer')!.payload;
    expect(answer.answer).toMatch(/\*\*Sources\*\*[\s\S]*\]\(https?:\/\//);
    const usage = found.at(-1)!.payload;
    expect(usage['X-Request-Queries']).toBe(4);
    expect(usage['X-Request-Total-Cost']).toBeGreaterThan(0);
    expect(answersStats()).toMatchObject({ answers: 1, answersAborted: 0 });
  });

  it('never runs more queries or iterations than asked, nor past its seconds', async () => {
    const one = tags((await ask(research({ research_maximum_number_of_queries: 1 }))).text);
    expect(one.filter((tag) => tag.name === 'analyzing')).toHaveLength(1);
    expect(one.at(-1)!.payload['X-Request-Queries']).toBe(1);
    const round = tags((await ask(research({ research_maximum_number_of_iterations: 1 }))).text);
    expect(round.filter((tag) => tag.name === 'queries')).toHaveLength(1);
    const quick = tags((await ask(research({ research_maximum_number_of_seconds: 7 }))).text);
    expect(quick.at(-1)!.payload['X-Request-Queries']).toBe(2);
  });

  it('a client that leaves part-way ends the run there: no answer written, one aborted answer', async () => {
    emulator.updateSettings({ researchStepMs: 20 });
    try {
      const res = await ask(research(), { abortWhen: (text) => text.includes('<progress>') });
      expect(res.complete).toBe(false);
      expect(res.text).not.toContain('<answer>');
      await expect.poll(() => answersStats()?.answersAborted).toBe(1);
    } finally {
      emulator.updateSettings({ researchStepMs: 0 });
    }
  });

  it('a cut fault ends it without <answer> (an unfinished research), not billed', async () => {
    emulator.queueFault({ path: 'chat/completions', fault: 'cut', after: 3 });
    const res = await ask(research());
    expect(res.complete).toBe(false);
    expect(res.text).toContain('<queries>');
    expect(res.text).not.toContain('<answer>');
    expect(answersStats()).toMatchObject({ answers: 0 });
  });

  it.each([
    [{ enable_citations: true }, "Research mode doesn't support 'enable_citations' option"],
    [{ enable_entities: true }, "Research mode doesn't support 'enable_entities' option"],
    [{ stream: false }, "Blocking response doesn't support 'enable_research' option"],
  ])('is refused with %j as the API refuses it', async (extra, msg) => {
    const res = await ask(research(extra));
    expect(res.status).toBe(422);
    expect(res.json().error.meta.errors).toEqual([{ type: 'value_error', loc: ['body'], msg }]);
  });
});
