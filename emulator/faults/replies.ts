import { jsonReply, textReply, type BodyReply } from '../http/reply';
import { nextErrorId } from '../ids';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A 5xx-style error. JSON imitates the API's ErrorResponse; HTML imitates a proxy's error page. */
export function statusFaultReply(status: number, body: 'json' | 'html', nowMs: number): BodyReply {
  const text = STATUS_TEXT[status] ?? 'Error';
  if (body === 'html') {
    return textReply(
      status,
      'text/html; charset=utf-8',
      `<!DOCTYPE html><html><head><title>${status} ${text}</title></head><body><h1>${status} ${text}</h1><p>The upstream server is not available.</p></body></html>`,
    );
  }
  return jsonReply(status, {
    type: 'ErrorResponse',
    error: {
      id: nextErrorId(),
      status,
      code: 'INTERNAL_ERROR',
      detail: `${text}.`,
      meta: { component: 'emulator_fault' },
    },
    time: Math.floor(nowMs / 1000),
  });
}

/** 200 with JSON cut off mid-way: parses as nothing. */
export function malformedJsonReply(): BodyReply {
  return {
    kind: 'body',
    status: 200,
    contentType: 'application/json',
    body: '{"type": "search", "query": {"original": "trunc',
    headers: {},
  };
}

/** 200 with a login-wall page instead of JSON. */
export function htmlPageReply(): BodyReply {
  return textReply(
    200,
    'text/html; charset=utf-8',
    '<!DOCTYPE html><html><head><title>Sign in to continue</title></head><body><form><input name="user"></form></body></html>',
  );
}
