/** Follow-up bounds both sides know: the contract checks them, the box enforces the first. */
/** A follow-up question as typed: the Answers question limit (utils/worker/api/answers/request.ts). */
export const MAX_FOLLOWUP_CHARS = 2_000;
/** The most turns a thread keeps (utils/worker/services/summary/thread-store.ts); the stream carries no more. */
export const MAX_FOLLOWUP_TURNS = 20;
