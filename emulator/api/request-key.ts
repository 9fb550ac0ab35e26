import type { IncomingMessage } from 'node:http';
import { BEARER_ENDPOINTS } from '../assumptions';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The API key of a request: X-Subscription-Token, else on the endpoints of A23 `Authorization: Bearer <key>`. */
export function requestKey(req: IncomingMessage, endpoint: string): string | undefined {
  const token = headerValue(req.headers['x-subscription-token']);
  if (token !== undefined || !BEARER_ENDPOINTS.includes(endpoint)) return token;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}
