import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { RunningEmulator } from 'brave-search-emulator';

const ANSWERS = '/res/v1/chat/completions';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The response ended normally (false when the connection was cut or the client aborted). */
  complete: boolean;
  /** Data chunks the client received. */
  chunks: number;
  json<T = any>(): T;
}

export interface PostOptions {
  key?: string;
  headers?: Record<string, string>;
  /** Called with the text so far on every chunk; return true to abort the request there. */
  abortWhen?: (textSoFar: string) => boolean;
  /** Abort after this many ms without an answer (for hang/stall faults). */
  giveUpAfterMs?: number;
  method?: string;
}

/**
 * A raw POST that never rejects: it resolves when the connection closes, with whatever arrived, so a test can
 * look at cut, stalled and aborted streams as well as complete ones.
 */
export function postAnswer(emulator: RunningEmulator, body: unknown, options: PostOptions = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.key !== undefined) headers['X-Subscription-Token'] = options.key;
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  // Explicit, or Node sends a GET body unframed and the next request on the kept-alive socket fails.
  headers['Content-Length'] = String(Buffer.byteLength(payload));
  const controller = new AbortController();
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    let status = 0;
    let responseHeaders: RawAnswer['headers'] = {};
    let complete = false;
    const timer =
      options.giveUpAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), options.giveUpAfterMs);
    const done = () => {
      clearTimeout(timer);
      const raw = Buffer.concat(parts);
      const text = (responseHeaders['content-encoding'] === 'gzip' && complete ? gunzipSync(raw) : raw).toString(
        'utf8',
      );
      resolve({ status, headers: responseHeaders, text, complete, chunks: parts.length, json: () => JSON.parse(text) });
    };
    const req = request(
      `${emulator.url}${ANSWERS}`,
      { method: options.method ?? 'POST', headers, signal: controller.signal },
      (res) => {
        status = res.statusCode ?? 0;
        responseHeaders = res.headers;
        res.on('data', (chunk: Buffer) => {
          parts.push(chunk);
          if (options.abortWhen?.(Buffer.concat(parts).toString('utf8'))) controller.abort();
        });
        res.on('end', () => {
          complete = true;
        });
        res.on('error', () => undefined);
        res.on('close', done);
      },
    );
    req.on('error', () => {
      if (status === 0) done();
    });
    req.end(payload);
  });
}

export interface Chunk {
  id: string;
  object: string;
  created: number;
  model: string;
  system_fingerprint: string;
  choices: Array<{ index: number; delta: { role: string; content: string }; finish_reason: string | null }>;
  usage: null | { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/**
 * Parses an event stream like a strict client: every event is exactly one `data: ` line followed by a blank line,
 * every payload but the last is JSON, the last is `[DONE]`, and nothing follows it.
 */
export function parseSse(text: string): Chunk[] {
  if (!text.endsWith('\n\n')) throw new Error('stream does not end with a blank line');
  const events = text.slice(0, -2).split('\n\n');
  const payloads = events.map((event) => {
    if (!event.startsWith('data: ') || event.includes('\n'))
      throw new Error(`not a single data line: ${JSON.stringify(event)}`);
    return event.slice('data: '.length);
  });
  if (payloads.at(-1) !== '[DONE]') throw new Error('the last event is not [DONE]');
  return payloads.slice(0, -1).map((payload) => JSON.parse(payload) as Chunk);
}

export function contents(chunks: readonly Chunk[]): string[] {
  return chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '');
}

const TAG = /^<(citation|enum_start|enum_item|enum_end|usage)>([\s\S]*)<\/\1>$/;

export interface Tagged {
  kind: 'text' | 'citation' | 'enum_start' | 'enum_item' | 'enum_end' | 'usage';
  content: string;
  payload?: any;
}

/** Classifies whole-chunk contents: a tag (its JSON parsed) or text. */
export function classify(content: string): Tagged {
  const match = TAG.exec(content);
  if (!match) return { kind: 'text', content };
  const kind = match[1] as Tagged['kind'];
  const inner = match[2] ?? '';
  return { kind, content, payload: kind === 'enum_start' || kind === 'enum_end' ? inner : JSON.parse(inner) };
}

export function question(content: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { messages: [{ role: 'user', content }], ...extra };
}
