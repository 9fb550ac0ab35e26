/**
 * An error as Scout's pages show it: the shared ErrorNotice sentence plus what the user can do about it. Key problems
 * lead to the options page; a missing host permission is asked for on the spot where the host passes `hostAccess`
 * (Scout's own pages: components/errors/ActionableError.tsx), otherwise it leads to the options page (the in-page panel, a
 * frame another page placed, imports this file alone so its bundle has no host-access button); passing failures get Retry; a rate limit counts down and retries
 * by itself, unless the retry would be billed anew (an AI answer: then the user clicks Retry once the count is over);
 * quota and spend cap say what they mean and when they reset (a spent quota also leads to the options page, where
 * verifying the key checks again after an upgrade).
 */
import { ErrorNotice } from './ErrorNotice';
import type { ErrorAction } from '../common/Notice';
import type { ErrorKind, PlainError } from '@/utils/ui-safe/error-kinds';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { openOptions } from '../common/open-options';
import { useCountdown } from './use-countdown';
import type { ComponentType } from 'preact';

/**
 * What the user can do, per kind. A Record, not a Partial: a new kind in utils/ui-safe/error-kinds.ts fails typechecking
 * until it is decided here. `none`: retrying cannot help until the user changes something (or the month turns);
 * `hidden`: a cancelled request is no failure the user needs to hear of.
 */
type Remedy = 'options' | 'hostAccess' | 'retry' | 'countdown' | 'none' | 'hidden';
const REMEDIES: Record<ErrorKind, Remedy> = {
  noKey: 'options',
  invalidKey: 'options',
  badKey: 'options',
  // A plan upgraded before the month is over: verifying the key there asks the API again (utils/worker/services/account.ts).
  quotaExhausted: 'options',
  // The user's own monthly limit: raised (or not) in the options' Spending section.
  overLimit: 'options',
  noPermission: 'hostAccess',
  rateLimited: 'countdown',
  notInPlan: 'none',
  validation: 'none',
  badRequest: 'none',
  spendCap: 'none',
  forbidden: 'none',
  summaryFailed: 'none',
  summaryUnavailable: 'none',
  searchGone: 'none',
  badMessage: 'none',
  unknownMessage: 'none',
  expiredSummary: 'retry',
  notFound: 'retry',
  server: 'retry',
  timeout: 'retry',
  offline: 'retry',
  malformed: 'retry',
  interrupted: 'retry',
  slowDown: 'retry',
  internal: 'retry',
  noBackground: 'retry',
  unknown: 'retry',
  aborted: 'hidden',
};
const HINTS: Partial<Record<ErrorKind, MessageKey>> = { quotaExhausted: 'quotaHint', spendCap: 'spendCapHint' };

/** Waits longer than this are not counted down (docs/security-plan.md D6: no hour-long timers); Retry is offered instead. */
const MAX_AUTO_RETRY_MS = 60_000;
/** When a rate limit names no wait, one second is the per-second window every plan has. */
const DEFAULT_RATE_WAIT_MS = 1_000;

export interface ErrorRemedyProps {
  error: PlainError;
  /** Runs the failed request again; without it no Retry is offered. */
  onRetry?: () => void;
  /**
   * The retry is a new billed request (an AI answer, a new `ask`): it is never made by itself; after a rate limit's
   * count the user clicks Retry (docs/security-plan.md A12).
   */
  billedRetry?: boolean;
  /** Retry acts only on a real user's click (`isTrusted`): the in-page panel, where a page may fire events. */
  trustedOnly?: boolean;
  /** Asks for the API origin's host permission in a click; without it a missing permission leads to the options page. */
  hostAccess?: ComponentType<{ onGranted?: () => void }>;
}

export function ErrorRemedy({
  error,
  onRetry,
  billedRetry = false,
  trustedOnly = false,
  hostAccess: HostAccess,
}: ErrorRemedyProps) {
  const remedy = Object.hasOwn(REMEDIES, error.kind) ? REMEDIES[error.kind] : 'retry';
  if (remedy === 'hidden') return null;
  const wait = error.retryAfterMs ?? DEFAULT_RATE_WAIT_MS;
  const retry = onRetry && ((event?: Event) => (!trustedOnly || event?.isTrusted === true) && onRetry());
  if (remedy === 'countdown' && onRetry && wait <= MAX_AUTO_RETRY_MS) {
    return billedRetry ? (
      <RateLimitedAsk error={error} waitMs={wait} onRetry={retry!} />
    ) : (
      <RateLimited error={error} waitMs={wait} onRetry={onRetry} />
    );
  }
  const askHere = HostAccess !== undefined && remedy === 'hostAccess';
  const actions: ErrorAction[] = [];
  if (remedy === 'options' || (remedy === 'hostAccess' && !askHere))
    actions.push({ label: t('openOptions'), onClick: openOptions });
  else if (retry && (remedy === 'retry' || remedy === 'countdown')) actions.push({ label: t('retry'), onClick: retry });
  const hint = HINTS[error.kind];
  return (
    <div class="scout-actionable-error">
      <ErrorNotice error={error} actions={actions} />
      {askHere && <HostAccess onGranted={onRetry} />}
      {hint && <p class="scout-error-hint">{t(hint)}</p>}
    </div>
  );
}

/** A billed request after a rate limit: the wait counts down, then Retry is the user's to click. */
function RateLimitedAsk({
  error,
  waitMs,
  onRetry,
}: {
  error: PlainError;
  waitMs: number;
  onRetry: ErrorAction['onClick'];
}) {
  const seconds = useCountdown(waitMs, () => {});
  const actions = seconds > 0 ? [] : [{ label: t('retry'), onClick: onRetry }];
  return (
    <div class="scout-actionable-error">
      <ErrorNotice error={{ ...error, retryAfterMs: seconds * 1000 }} actions={actions} />
    </div>
  );
}

function RateLimited({ error, waitMs, onRetry }: { error: PlainError; waitMs: number; onRetry: () => void }) {
  const seconds = useCountdown(waitMs, onRetry);
  return (
    <div class="scout-actionable-error">
      {/* The live countdown replaces ErrorNotice's fixed "try again in N s". */}
      <ErrorNotice error={{ ...error, retryAfterMs: undefined }} />
      <p class="scout-error-hint scout-countdown">{t('retryingIn', seconds)}</p>
    </div>
  );
}
