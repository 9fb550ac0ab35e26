/**
 * The `scout.followup` stream (utils/contract/protocol.ts): the follow-up questions asked under an AI answer and
 * their answers, each with its own citations and cost (docs/decisions/follow-ups.md).
 */
import { z } from 'zod/mini';
import { MAX_FOLLOWUP_CHARS, MAX_FOLLOWUP_TURNS } from '@/utils/ui-safe/followups';
import { onFirstUse } from './on-first-use';
import { plainErrorSchema, summaryViewSchema } from './view-schemas';

const build = () => {
  const turn = z.object({
    /** The user's request (a fresh id per Enter): a reconnect with the same id never pays twice. */
    askId: z.string().check(z.maxLength(64)),
    question: z.string().check(z.maxLength(MAX_FOLLOWUP_CHARS)),
    status: z.enum(['running', 'complete', 'failed']),
    summary: z.optional(summaryViewSchema()),
    error: z.optional(plainErrorSchema()),
    /** Earlier turns the question's message left out to stay within its bounds (thread-message.ts). */
    leftOut: z.int().check(z.gte(0)),
  });
  const event = z.discriminatedUnion('type', [
    /** The whole thread; `question` is the search's own, the first. `final`: nothing follows. */
    z.object({
      type: z.literal('thread'),
      question: z.string(),
      turns: z.array(turn).check(z.maxLength(MAX_FOLLOWUP_TURNS)),
      final: z.boolean(),
    }),
    /** The turn being answered, as it streams. */
    z.object({ type: z.literal('turn'), turn, final: z.boolean() }),
    z.object({ type: z.literal('error'), error: plainErrorSchema() }),
  ]);
  const start = z.strictObject({
    searchId: z.string().check(z.maxLength(64)),
    /** With `ask`: a new follow-up (billed). Without: the thread as it is. */
    question: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_FOLLOWUP_CHARS))),
    ask: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    /** "New topic": the thread is forgotten. */
    clear: z.optional(z.literal(true)),
  });
  return { turn, event, start };
};

const schemas = onFirstUse(build);
export const followupEventSchema = () => schemas().event;
export const followupStartSchema = () => schemas().start;
export type FollowupTurn = z.output<ReturnType<typeof build>['turn']>;
export type FollowupEvent = z.output<ReturnType<typeof build>['event']>;
