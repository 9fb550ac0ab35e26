import { jsonReply, type BodyReply } from './reply';
import { nextErrorId } from '../ids';
import { RATE_LIMITED_DETAIL } from '../assumptions';

/** Verbatim `detail` strings from API-REFERENCE §5.2. */
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

export interface ValidationIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export function validationReply(issues: ValidationIssue[], nowMs: number): BodyReply {
  return errorReply(422, 'VALIDATION', DETAILS.VALIDATION, { errors: issues }, nowMs);
}
