/**
 * An error as the popup and the in-page panel show it: the shared ErrorNotice sentence plus what the user can do about it. Key
 * problems lead to the options page; passing failures get Retry; a rate limit counts down and retries by itself;
 * quota and spend cap say what they mean and when they reset.
 */
import { ErrorNotice, type ErrorAction } from './ErrorNotice';
import type { PlainError } from '@/utils/messaging/protocol';
import { t, type MessageKey } from '@/utils/i18n';
import { openOptions } from './open-options';
import { useCountdown } from './use-countdown';

const OPTIONS_KINDS = new Set(['noKey', 'invalidKey', 'badKey', 'noPermission']);
/** Retrying cannot help until the user changes something (or the month turns). */
const NO_RETRY_KINDS = new Set(['notInPlan', 'validation', 'badRequest', 'quotaExhausted', 'spendCap', 'forbidden', 'summaryFailed']);
const HINTS: Partial<Record<string, MessageKey>> = { quotaExhausted: 'quotaHint', spendCap: 'spendCapHint' };

/** Waits longer than this are not counted down (SECURITY-PLAN D6: no hour-long timers); Retry is offered instead. */
export const MAX_AUTO_RETRY_MS = 60_000;
/** When a rate limit names no wait, one second is the per-second window every plan has. */
const DEFAULT_RATE_WAIT_MS = 1_000;

export interface ActionableErrorProps {
  error: PlainError;
  /** Runs the failed request again; without it no Retry is offered. */
  onRetry?: () => void;
}

export function ActionableError({ error, onRetry }: ActionableErrorProps) {
  if (error.kind === 'aborted') return null;
  const wait = error.retryAfterMs ?? DEFAULT_RATE_WAIT_MS;
  if (error.kind === 'rateLimited' && onRetry && wait <= MAX_AUTO_RETRY_MS) {
    return <RateLimited error={error} waitMs={wait} onRetry={onRetry} />;
  }
  const actions: ErrorAction[] = [];
  if (OPTIONS_KINDS.has(error.kind)) actions.push({ label: t('openOptions'), onClick: openOptions });
  else if (onRetry && !NO_RETRY_KINDS.has(error.kind)) actions.push({ label: t('retry'), onClick: onRetry });
  const hint = HINTS[error.kind];
  return (
    <div class="scout-actionable-error">
      <ErrorNotice error={error} actions={actions} />
      {hint && <p class="scout-error-hint">{t(hint)}</p>}
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
