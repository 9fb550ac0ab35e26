import { jsonReply, type BodyReply } from './reply';
import { nextErrorId } from '../ids';
import { ANSWERS_NOT_IN_PLAN_COMPONENT, RATE_LIMITED_DETAIL } from '../assumptions';

/** Verbatim `detail` strings from docs/api-reference.md §5.2. */
export const DETAILS = {
  SUBSCRIPTION_TOKEN_INVALID: 'The provided subscription token is invalid.',
  VALIDATION: 'Unable to validate request parameter(s)',
  OPTION_NOT_IN_PLAN: 'The option is not subscribed in the plan.',
  RATE_LIMITED: RATE_LIMITED_DETAIL,
  QUOTA_LIMITED: 'Request quota limit exceeded for plan.',
  USAGE_LIMIT_EXCEEDED: 'Usage limit exceeded.',
} as const;

/** The live ErrorResponse shape: `error` is an object (the docs' `errors` array is wrong), `time` in seconds. */
export function errorReply(
  status: number,
  code: string,
  detail: string,
  meta: Record<string, unknown> | undefined,
  nowMs: number,
): BodyReply {
  const error: Record<string, unknown> = { id: nextErrorId(), status, code, detail };
  if (meta) error.meta = meta;
  return jsonReply(status, { type: 'ErrorResponse', error, time: Math.floor(nowMs / 1000) });
}

/**
 * A key whose plan lacks Answers, on /chat/completions: the live body quoted in ISS27 (docs/answers-api.md §4.1), field
 * for field and in its order (`code` last, `meta.component` "authentication"). A21.
 */
export function answersNotInPlanReply(nowMs: number): BodyReply {
  return jsonReply(400, {
    type: 'ErrorResponse',
    error: {
      id: nextErrorId(),
      status: 400,
      detail: DETAILS.OPTION_NOT_IN_PLAN,
      meta: { component: ANSWERS_NOT_IN_PLAN_COMPONENT },
      code: 'OPTION_NOT_IN_PLAN',
    },
    time: Math.floor(nowMs / 1000),
  });
}

export interface ValidationIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  /** Omitted on /chat/completions, whose only captured issue has none (A26). */
  input?: unknown;
  ctx?: Record<string, unknown>;
}

export function validationReply(issues: ValidationIssue[], nowMs: number): BodyReply {
  return errorReply(422, 'VALIDATION', DETAILS.VALIDATION, { errors: issues }, nowMs);
}
