/** Reads a response body as JSON, defensively: size cap, content type check, no throw other than ApiError. */
import { ApiError } from '../errors';

/** Real answers are tens of KB; anything past this is not worth holding in memory. */
const MAX_BODY_CHARS = 16 * 1024 * 1024;

/** The decoded JSON of a successful response. Wrong content type, empty, oversized or invalid JSON → malformed. */
export async function readJsonBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type');
  if (type !== null && !/json/i.test(type)) {
    throw new ApiError('malformed', { status: response.status, detail: 'response is not JSON' });
  }
  const text = await readText(response);
  if (text.trim() === '') throw new ApiError('malformed', { status: response.status, detail: 'empty response' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('malformed', { status: response.status, detail: 'response is not valid JSON' });
  }
}

/** The decoded JSON of an error response, or undefined: errors are mapped from the status alone if need be. */
export async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await readText(response);
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'malformed') throw error;
    return undefined;
  }
}

/**
 * The body as text, counted while it is read: a body without (or with a lying) Content-Length is cancelled as soon as
 * it passes the cap, rather than held whole first.
 */
async function readText(response: Response): Promise<string> {
  const tooLarge = () => new ApiError('malformed', { status: response.status, detail: 'response too large' });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_CHARS) throw tooLarge();
  if (!response.body) return '';
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = response.body.getReader();
  } catch {
    throw new ApiError('malformed', { status: response.status, detail: 'response body could not be read' });
  }
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = decoder.decode(value, { stream: true });
      total += part.length;
      if (total > MAX_BODY_CHARS) throw tooLarge();
      parts.push(part);
    }
    parts.push(decoder.decode());
  } catch (error) {
    reader.cancel().catch(() => undefined);
    if (error instanceof ApiError || isAbort(error)) throw error;
    throw new ApiError('malformed', { status: response.status, detail: 'response body could not be read' });
  } finally {
    reader.releaseLock();
  }
  return parts.join('');
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
