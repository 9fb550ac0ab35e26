/** Validates a decoded body against a response schema; anything that is not the expected top level is malformed. */
import type { z } from 'zod/mini';
import { ApiError } from '../errors';
import { boundJson } from './bound';

export function parseResponse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('malformed', { detail: 'response is not a JSON object' });
  }
  const result = schema.safeParse(boundJson(body));
  if (!result.success) throw new ApiError('malformed', { detail: 'response does not have the expected shape' });
  return result.data;
}
