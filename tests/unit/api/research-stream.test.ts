// @vitest-environment node
/** A research over the Answers client (research-stream.ts): its body, its updates, Stop, an unfinished run, time. */
import { describe, expect, it, vi } from 'vitest';
import { hangingFetch, type Responder } from './helpers';
import { drive, useFakeTime } from './endpoints/client-helpers';
import { answersClient, collectUpdates, recordingMeter, sseEvent, sseResponse, sseTail } from './answers-helpers';

const QUESTION = { question: 'Why is the sky blue?' };
const LIMITS = { queries: 4, iterations: 2, seconds: 60 };
const STEPS = [
  '<queries>{"queries":["why is the sky blue"]}</queries>',
  '<analyzing>{"query":"why is the sky blue","urls":12,"new_urls":12}</analyzing>',
  '<progress>{"elasped_seconds":3,"number_of_iterations":1,"number_of_queries":1,"number_of_urls_analyzed":12}</progress>',
  '<blindspots>["No primary sources."]</blindspots>',
  '<answer>{"answer":"Rayleigh **scattering**. [NASA](https://nasa.gov/sky)"}</answer>',
];
const whole: Responder = () => sseResponse([...STEPS.map((step) => sseEvent(step)), sseTail()]);

describe('researchStream: the request', () => {
  it('sends enable_research with the limits, streamed, never citations, entities or an output cap', async () => {
    const { client, calls } = answersClient([whole]);
    await collectUpdates(client.researchStream(QUESTION, LIMITS));
    const body = JSON.parse(String(calls[0]!.init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      model: 'brave',
      stream: true,
      messages: [{ role: 'user', content: 'Why is the sky blue?' }],
      enable_research: true,
      research_maximum_number_of_queries: 4,
      research_maximum_number_of_iterations: 2,
      research_maximum_number_of_seconds: 60,
      research_maximum_number_of_tokens_per_query: 8192,
    });
  });

  it('clamps limits to the API ranges before sending', async () => {
    const { client, calls } = answersClient([whole]);
    await collectUpdates(client.researchStream(QUESTION, { queries: 500, iterations: 0, seconds: 9_999 }));
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      research_maximum_number_of_queries: 50,
      research_maximum_number_of_iterations: 1,
      research_maximum_number_of_seconds: 300,
    });
  });
});

describe('researchStream: updates', () => {
  it('ends with the answer, the blind spots and the cost, finished', async () => {
    const { client } = answersClient([whole]);
    const updates = await collectUpdates(client.researchStream(QUESTION, LIMITS));
    const last = updates.at(-1)!;
    expect(last).toMatchObject({ done: true, finished: true });
    expect(last.research).toMatchObject({
      searches: 1,
      pages: 12,
      elapsedSeconds: 3,
      blindspots: ['No primary sources.'],
      answer: 'Rayleigh **scattering**. [NASA](https://nasa.gov/sky)',
      cost: { totalUsd: 0.0043 },
    });
  });

  it('a stream that ends without <answer> ends with no answer: an unfinished research', async () => {
    const { client } = answersClient([() => sseResponse([sseEvent(STEPS[0]!), sseEvent(STEPS[2]!), sseTail()])]);
    const last = (await collectUpdates(client.researchStream(QUESTION, LIMITS))).at(-1)!;
    expect(last.done).toBe(true);
    expect(last.research.answer).toBeUndefined();
    expect(last.research.searches).toBe(1);
  });

  it('a flood of <progress> becomes few updates (at most one per 100 ms, not one per tag), and the answer after it arrives', async () => {
    const flood = Array.from({ length: 5_000 }, (_, i) =>
      sseEvent(`<progress>{"number_of_queries":${i},"number_of_urls_analyzed":${i}}</progress>`),
    );
    const { client } = answersClient([() => sseResponse([...flood, sseEvent(STEPS[4]!), sseTail()])]);
    const updates = await collectUpdates(client.researchStream(QUESTION, LIMITS));
    // Coalesced: one per 100 ms interval at most, so far fewer than the 5,000 tags however slow the machine.
    expect(updates.length).toBeLessThan(100);
    expect(updates.at(-1)!.research).toMatchObject({ searches: 4_999, answer: expect.stringContaining('Rayleigh') });
  });
});

describe('researchStream: Stop', () => {
  it('aborting stops it at once: the body and the request are cancelled, nothing more is read', async () => {
    const control = { cancelled: false };
    const { client, calls } = answersClient([() => sseResponse([sseEvent(STEPS[0]!)], { hold: true, control })]);
    const controller = new AbortController();
    const seen: number[] = [];
    const run = (async () => {
      for await (const update of client.researchStream(QUESTION, LIMITS, { signal: controller.signal })) {
        seen.push(update.research.searches);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual([1]);
    expect(control.cancelled).toBe(true);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('a Stop part-way still settles its ticket once, as billed, at what its last <progress> named', async () => {
    const { meter, requests, outcomes } = recordingMeter();
    const progress =
      '<progress>{"number_of_queries":3,"number_of_input_tokens":900,"number_of_output_tokens":40}</progress>';
    const { client } = answersClient([() => sseResponse([sseEvent(STEPS[0]!), sseEvent(progress)], { hold: true })], {
      meter,
    });
    const controller = new AbortController();
    const run = (async () => {
      for await (const _update of client.researchStream(QUESTION, LIMITS, { signal: controller.signal })) {
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
    expect(requests).toEqual([
      { scope: 'answers', endpoint: 'research', question: 'Why is the sky blue?', research: LIMITS, asker: undefined },
    ]);
    expect(outcomes).toEqual([{ billed: true, statedUsd: undefined, queries: 3, tokensIn: 900, tokensOut: 40 }]);
  });
});

describe('researchStream: time (fake timers)', () => {
  it('a stalled research ends in timeout after a minute of silence, after the progress it sent', async () => {
    useFakeTime();
    const { client } = answersClient([() => sseResponse([sseEvent(STEPS[0]!)], { hold: true })]);
    const seen: number[] = [];
    const run = (async () => {
      for await (const update of client.researchStream(QUESTION, LIMITS)) seen.push(update.research.searches);
    })();
    const start = Date.now();
    await expect(drive(run, 1_000, 1_000)).rejects.toMatchObject({ kind: 'timeout' });
    expect(seen).toEqual([1]);
    expect(Date.now() - start).toBeGreaterThanOrEqual(60_000);
    expect(Date.now() - start).toBeLessThanOrEqual(61_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a response that never starts ends in timeout at 25 s', async () => {
    useFakeTime();
    const { client } = answersClient([hangingFetch()]);
    const start = Date.now();
    await expect(drive(collectUpdates(client.researchStream(QUESTION, LIMITS)), 100, 5_000)).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(Date.now() - start).toBeLessThanOrEqual(25_100);
  });

  it('one that trickles forever ends at its seconds limit plus the margin, bounded at 330 s', async () => {
    useFakeTime();
    const trickle: Responder = () =>
      sseResponse([sseEvent('<progress>{"number_of_queries":1}</progress>')], { everyMs: 10_000 });
    const { client } = answersClient([trickle]);
    const start = Date.now();
    await expect(
      drive(collectUpdates(client.researchStream(QUESTION, { ...LIMITS, seconds: 9_999 })), 1_000, 1_000),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - start).toBeGreaterThanOrEqual(330_000);
    expect(Date.now() - start).toBeLessThanOrEqual(331_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
