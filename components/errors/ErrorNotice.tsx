/**
 * A failed request as a localised sentence per error kind, an optional "try again in" / "resets at" hint,
 * and action buttons supplied by the caller (retry, open options…). The error's own `message` is not shown:
 * it may be English API text, and the kind already says what the user needs to know.
 */
import type { ErrorKind, PlainError } from '@/utils/ui-safe/error-kinds';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { formatDateTime, formatNumber } from '../common/format';
import { formatUsd, isPlanId, PLAN_NAMES } from '@/utils/ui-safe/spending';
import { Notice, type ErrorAction } from '../common/Notice';

/** A Record, not a Partial: a kind added to utils/ui-safe/error-kinds.ts without its sentence fails typechecking. */
const SENTENCES: Record<ErrorKind, MessageKey> = {
  noKey: 'errorNoKey',
  invalidKey: 'errorInvalidKey',
  badKey: 'errorBadKey',
  notInPlan: 'errorNotInPlan',
  validation: 'errorBadRequest',
  badRequest: 'errorBadRequest',
  notFound: 'errorNotFound',
  rateLimited: 'errorRateLimited',
  quotaExhausted: 'errorQuotaExhausted',
  spendCap: 'errorSpendCap',
  overLimit: 'errorOverLimit',
  expiredSummary: 'errorExpiredSummary',
  summaryFailed: 'errorSummaryFailed',
  timeout: 'errorTimeout',
  offline: 'errorOffline',
  server: 'errorServer',
  malformed: 'errorMalformed',
  noPermission: 'errorNoPermission',
  aborted: 'errorAborted',
  forbidden: 'errorForbidden',
  internal: 'errorInternal',
  noBackground: 'errorNoBackground',
  slowDown: 'errorSlowDown',
  searchGone: 'errorSearchGone',
  summaryUnavailable: 'errorSummaryUnavailable',
  interrupted: 'errorInterrupted',
  badMessage: 'errorVersionMismatch',
  unknownMessage: 'errorVersionMismatch',
  unknown: 'errorUnknown',
};

/** On the options page itself, "check it in the options" would send the user where they already are. */
const ON_OPTIONS_PAGE: Partial<Record<ErrorKind, MessageKey>> = {
  noKey: 'errorNoKeyHere',
  invalidKey: 'errorInvalidKeyHere',
};

export interface ErrorNoticeProps {
  /** The sentence comes from the kind alone; the other fields add the wait and the reset time where known. */
  error: Pick<PlainError, 'kind'> & Partial<PlainError>;
  actions?: readonly ErrorAction[];
  /** Shown on the options page, where the key is entered. */
  onOptionsPage?: boolean;
}

export function errorSentence(kind: ErrorKind, onOptionsPage = false): string {
  // hasOwn: the type says the kind is known, but `toString` and friends must never find Object.prototype's members.
  const here = onOptionsPage && Object.hasOwn(ON_OPTIONS_PAGE, kind) ? ON_OPTIONS_PAGE[kind] : undefined;
  return t(here ?? (Object.hasOwn(SENTENCES, kind) ? SENTENCES[kind] : 'errorUnknown'));
}

/** `overLimit` names the limit where the error says which (Scout's own pages; a page's panel is told less). */
function limitSentence({ limit }: Partial<PlainError>): string | undefined {
  if (!limit) return undefined;
  const name =
    limit.plan === 'all' ? t('spending_allPlans') : isPlanId(limit.plan) ? PLAN_NAMES[limit.plan] : undefined;
  return name === undefined ? undefined : t('errorOverLimitNamed', [name, formatUsd(limit.micros)]);
}

export function ErrorNotice({ error, actions = [], onOptionsPage = false }: ErrorNoticeProps) {
  const seconds =
    typeof error.retryAfterMs === 'number' && error.retryAfterMs > 0 ? Math.ceil(error.retryAfterMs / 1000) : undefined;
  const resets = error.resetsAt === undefined ? undefined : formatDateTime(error.resetsAt);
  return (
    <Notice actions={actions}>
      <p>{(error.kind === 'overLimit' && limitSentence(error)) || errorSentence(error.kind, onOptionsPage)}</p>
      {seconds !== undefined && <p>{t('errorRetryAfter', formatNumber(seconds, 0))}</p>}
      {resets !== undefined && <p>{t('errorResetsAt', resets)}</p>}
    </Notice>
  );
}
