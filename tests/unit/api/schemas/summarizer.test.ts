// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { summarizerResponseSchema } from '@/utils/worker/api/schemas/summarizer';

const parse = (body: unknown) => parseResponse(summarizerResponseSchema, body);

describe('summarizer schema', () => {
  it('reads every message type, enrichments, followups and entity infos', () => {
    const data = parse({
      type: 'summarizer',
      status: 'complete',
      title: 'Blu Tack',
      summary: [
        { type: 'token', data: 'Blu Tack is ' },
        { type: 'enum_start', data: 'ol' },
        {
          type: 'enum_item',
          data: {
            uuid: 'u1',
            name: 'Putty',
            url: 'https://x',
            images: [{ thumbnail: { src: 's' } }],
            highlight: [{ start: 0, end: 3 }],
          },
        },
        { type: 'enum_end' },
        {
          type: 'inline_reference',
          data: { type: 'inline_reference', url: 'https://r', start_index: 0, end_index: 4, number: 1 },
        },
        { type: 'future_type', data: 1 },
        { type: 'token', data: null },
      ],
      enrichments: {
        raw: 'Blu Tack is putty',
        images: [],
        qa: [{ answer: 'a', score: 0.9 }],
        entities: [],
        context: [{ title: 'W', url: 'https://w' }, { title: 'no url' }],
      },
      followups: ['what is it made of', 5],
      entities_infos: { u1: { description: 'putty' }, u2: 'bad' },
    });
    expect(data.summary?.map((message) => message.type)).toEqual([
      'token',
      'enum_start',
      'enum_item',
      'enum_end',
      'inline_reference',
    ]);
    expect(data.enrichments?.context).toEqual([{ title: 'W', url: 'https://w' }]);
    expect(data.followups).toEqual(['what is it made of']);
    expect(data.entities_infos).toEqual({ u1: { description: 'putty' } });
  });

  it('accepts the thin sibling shapes', () => {
    expect(parse({ status: 'complete', title: 'T' }).title).toBe('T');
    expect(parse({ status: 'complete', followups: ['a'] }).followups).toEqual(['a']);
    expect(parse({ status: 'failed' }).status).toBe('failed');
  });

  it('caps messages at 2000 and truncates long tokens', () => {
    const summary = Array.from({ length: 5000 }, () => ({ type: 'token', data: 'x'.repeat(20_000) }));
    const data = parse({ type: 'summarizer', status: 'complete', summary });
    expect(data.summary).toHaveLength(2000);
    expect((data.summary![0]!.data as string).length).toBe(10_000);
  });
});
