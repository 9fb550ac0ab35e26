/**
 * A research's shapes (utils/worker/services/research/): its limits as the UI sends them, the offer it is shown before
 * the click (the limits from the options and the ceiling price they give), and the events of its stream.
 */
import { z } from 'zod/mini';
import { RESEARCH_LIMITS } from '@/utils/ui-safe/settings/research';
import { onFirstUse } from './on-first-use';
import { plainErrorSchema, summaryViewSchema } from './view-schemas';

function buildResearchSchemas() {
  const count = z.number().check(z.gte(0));
  const limit = (name: keyof typeof RESEARCH_LIMITS) =>
    z.int().check(z.gte(RESEARCH_LIMITS[name].min), z.lte(RESEARCH_LIMITS[name].max));
  const limits = z.strictObject({
    queries: limit('queries'),
    iterations: limit('iterations'),
    seconds: limit('seconds'),
  });
  const offer = z.object({
    /** False without an Answers key: research needs the Answers plan, so the card offers nothing. */
    ready: z.boolean(),
    limits,
    /** The most this research can cost, in micro-dollars (prices.ts `researchCeiling`). */
    ceiling: z.int().check(z.gte(0)),
  });
  const view = z.object({
    /** `unfinished`: the stream ended (or was stopped, or failed) without `<answer>`. */
    status: z.enum(['running', 'complete', 'unfinished']),
    queries: z.array(z.string()),
    searches: count,
    pages: count,
    elapsedSeconds: z.optional(count),
    blindspots: z.array(z.string()),
    /** The final answer through the one Markdown path, its links as `sources`. */
    answer: z.optional(summaryViewSchema()),
    costUsd: z.optional(count),
  });
  const event = z.discriminatedUnion('type', [
    z.object({ type: z.literal('research'), research: view, final: z.boolean() }),
    z.object({ type: z.literal('error'), error: plainErrorSchema(), research: z.optional(view) }),
  ]);
  return { limits, offer, view, event };
}

const schemas = onFirstUse(buildResearchSchemas);
export const researchLimitsSchema = () => schemas().limits;
export const researchOfferSchema = () => schemas().offer;
export const researchEventSchema = () => schemas().event;

export type ResearchOffer = z.output<ReturnType<typeof researchOfferSchema>>;
export type ResearchView = z.output<ReturnType<typeof schemas>['view']>;
export type ResearchEvent = z.output<ReturnType<typeof researchEventSchema>>;
