/**
 * Summarizer responses (docs/api-reference.md §4.3–4.5). `/summarizer/search` is documented; the sibling endpoints are
 * thin, so one lenient schema with every field optional serves all of them. Built on first use (common.ts says why).
 */
import { z } from 'zod/mini';
import { onFirstUse } from '../../../contract/on-first-use';
import { commonSchemas } from './common';
import { opt, optInt, optList, optNum, optRecord, optStr, str } from './tolerant';

export const MAX_SUMMARY_MESSAGES = 2_000;

const summarizerSchemas = onFirstUse(() => {
  const { metaUrlSchema } = commonSchemas();

  const textLocationSchema = z.looseObject({ start: z.int(), end: z.int() });

  const summaryImageSchema = z.looseObject({
    thumbnail: opt(z.looseObject({ src: optStr(), original: optStr() })),
    url: optStr(),
    properties: opt(z.looseObject({ url: optStr() })),
    text: optStr(2_000),
  });

  const summaryEntitySchema = z.looseObject({
    uuid: optStr(200),
    name: optStr(1_000),
    url: optStr(),
    text: optStr(),
    images: optList(summaryImageSchema, 20),
    highlight: optList(textLocationSchema, 50),
  });

  const summaryInlineReferenceSchema = z.looseObject({
    type: optStr(50),
    url: optStr(),
    start_index: optInt(),
    end_index: optInt(),
    number: optInt(),
    favicon: optStr(),
    snippet: optStr(),
  });

  const message = z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('token'), data: str() }),
    z.looseObject({ type: z.literal('enum_start'), data: z.catch(z.enum(['ol', 'ul']), 'ul') }),
    z.looseObject({ type: z.literal('enum_item'), data: summaryEntitySchema }),
    z.looseObject({
      type: z.literal('enum_end'),
      data: z.pipe(
        z.optional(z.unknown()),
        z.transform(() => undefined),
      ),
    }),
    z.looseObject({ type: z.literal('inline_reference'), data: summaryInlineReferenceSchema }),
  ]);

  const summaryEnrichmentsSchema = z.looseObject({
    raw: optStr(50_000),
    images: optList(summaryImageSchema, 20),
    qa: optList(z.looseObject({ answer: str(), score: optNum(), highlight: opt(textLocationSchema) }), 20),
    entities: optList(summaryEntitySchema, 50),
    context: optList(z.looseObject({ title: optStr(1_000), url: str(), meta_url: opt(metaUrlSchema) }), 50),
  });

  const summaryEntityInfoSchema = z.looseObject({ provider: z.optional(z.unknown()), description: optStr() });

  const response = z.looseObject({
    type: z.optional(z.literal('summarizer')),
    /** Documented values: "complete" and "failed". Others are passed through for the caller to treat as pending. */
    status: optStr(50),
    title: optStr(1_000),
    summary: optList(message, MAX_SUMMARY_MESSAGES),
    enrichments: opt(summaryEnrichmentsSchema),
    followups: optList(str(1_000), 20),
    entities_infos: optRecord(summaryEntityInfoSchema, 50),
  });

  return { message, response };
});

/** One piece of a summary. Unknown `type`s fail this schema and are skipped by the lists that use it. */
export const summaryMessageSchema = z.lazy(() => summarizerSchemas().message);

export const summarizerResponseSchema = z.lazy(() => summarizerSchemas().response);

export type SummaryMessage = z.output<typeof summaryMessageSchema>;
export type SummarizerResponse = z.output<typeof summarizerResponseSchema>;
type SummaryEnrichments = NonNullable<SummarizerResponse['enrichments']>;
/** An entity: an `enum_item`'s data, or one of `enrichments.entities`. */
export type SummaryEntity = NonNullable<SummaryEnrichments['entities']>[number];
export type SummaryImage = NonNullable<SummaryEntity['images']>[number];
/** One of `enrichments.context`: a page the summary was built from. */
export type SummaryContextItem = NonNullable<SummaryEnrichments['context']>[number];
export type SummaryEntityInfos = NonNullable<SummarizerResponse['entities_infos']>;
