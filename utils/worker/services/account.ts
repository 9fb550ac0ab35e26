/**
 * What the options page shows about the account: whether a key is set, what the plan includes, and the rate and
 * quota from the last rate-limit headers seen (kept in `storage.local`, as the worker forgets them when it stops).
 */
import { defineItem } from '@/utils/worker/storage/area';
import { LOCAL } from '@/utils/worker/storage/items';
import type { ApiClient } from '@/utils/worker/api/endpoints/client';
import type { RateLimitInfo } from '@/utils/worker/api/pacing/ratelimit';
import type { AccountView, RateView, VerifyView } from '@/utils/contract/reply-schemas';
import type { ApiAccess } from './api-access';
import { noteCapabilities, readCapabilities } from './capabilities';
import { aiSource } from './ai-source';
import { keyStatus } from './key';
import { probePlaces, probeSummary } from './plan-probe';

export const rateItem = defineItem<RateView | null>(LOCAL.lastRate, null);

function toRateView(info: RateLimitInfo): RateView {
  const { perSecond, monthly } = info;
  return {
    ...(perSecond.limit !== null && {
      perSecond: { limit: perSecond.limit, remaining: perSecond.remaining ?? perSecond.limit },
    }),
    ...(monthly.limit !== null && {
      monthly: {
        limit: monthly.limit,
        remaining: monthly.remaining ?? 0,
        uncapped: monthly.uncapped,
        resetsAt: info.observedAt + (monthly.resetMs ?? 0),
      },
    }),
    observedAt: info.observedAt,
  };
}

/** Keeps the figures of the latest answer, so the options page can show them after the worker restarts. */
export async function rememberRate(client: ApiClient): Promise<void> {
  const info = await client.rateLimit();
  if (info) await rateItem.setValue(toRateView(info));
}

export async function accountView(): Promise<AccountView> {
  const [key, answersKey, suggestKey, capabilities, rate] = await Promise.all([
    keyStatus(),
    keyStatus('answers'),
    keyStatus('suggest'),
    readCapabilities(),
    rateItem.getValue(),
  ]);
  const source = aiSource(capabilities, answersKey.set);
  return {
    key,
    answersKey,
    suggestKey,
    ...(source && { aiSource: source }),
    ...(capabilities && { capabilities }),
    ...(rate && { rate }),
  };
}

/** A query that is both local and informational, so one search can show places and a summarizer key. */
const VERIFY_QUERY = 'coffee in Lisbon';

/**
 * Exactly one billed web search (never from cache: a cached answer proves nothing about the key now), then two
 * unbilled probes where the search did not already prove a capability: `OPTION_NOT_IN_PLAN` means "not in plan";
 * any other answer from a reachable endpoint means it is.
 */
export async function verifyKey(access: ApiAccess): Promise<VerifyView> {
  const { client, settings } = await access.open();
  // The user asks the API itself: a quota Scout remembers as spent may have been raised since.
  await client.forgetLimits();
  const answer = await client.webSearch(
    { q: VERIFY_QUERY, count: 1, summary: true, country: settings.country },
    { ttlMs: 0 },
  );
  const places = (answer.data.locations?.results.length ?? 0) > 0 || (await probePlaces(client));
  const summary = Boolean(answer.data.summarizer?.key) || (await probeSummary(client));
  await noteCapabilities({ web: true, places, summary });
  await rememberRate(client);
  return { ...(await accountView()), billedSearches: answer.billed ? 1 : 0 };
}

/** One short question, so checking the Answers key costs as little as an answer can. */
const VERIFY_QUESTION = 'What is Brave Search?';

/** Exactly one billed answer, read to its end: a key that answers is on an Answers plan. */
export async function verifyAnswersKey(access: ApiAccess): Promise<VerifyView> {
  const { client } = await access.open();
  let cost: number | undefined;
  for await (const update of client.answerStream({ question: VERIFY_QUESTION })) cost = update.cost?.totalUsd ?? cost;
  return { ...(await accountView()), billedSearches: 0, ...(cost !== undefined && { answerCostUsd: cost }) };
}

/** A word whose suggestions any index has: checking the Autosuggest key costs one request. */
const VERIFY_PREFIX = 'brave';

/** Exactly one request to `/suggest/search` (billed per request), never answered from Scout's memory. */
export async function verifySuggestKey(access: ApiAccess): Promise<VerifyView> {
  const { client } = await access.open();
  await client.suggest({ q: VERIFY_PREFIX, count: 1 }, { fresh: true });
  return { ...(await accountView()), billedSearches: 0 };
}
