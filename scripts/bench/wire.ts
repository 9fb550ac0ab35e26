/**
 * What the emulator's responses did on the wire, per request: when it arrived and when its first body byte was
 * written. Hooked on the emulator's own `http.Server` (emulator/index.ts), ahead of its handler, so nothing is
 * proxied and no latency is added.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface WireRecord {
  path: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Epoch ms (performance.timeOrigin-based, comparable with a page's timeOrigin + performance.now()). */
  arrivedAt: number;
  firstByteAt?: number;
  /** An event stream's chunks as written (epoch ms and text): when each event's bytes left (ai-timings.ts). */
  events?: { at: number; text: string }[];
}

const now = () => performance.timeOrigin + performance.now();

export function recordWire(server: Server): WireRecord[] {
  const records: WireRecord[] = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const record: WireRecord = {
      path: url.split('?')[0]!,
      url,
      method: req.method ?? 'GET',
      headers,
      arrivedAt: now(),
    };
    records.push(record);
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const mark = (chunk: unknown) => {
      if (record.firstByteAt === undefined && chunk != null && chunk !== '' && typeof chunk !== 'function')
        record.firstByteAt = now();
      // Server-sent events (the Answers stream) start with "data:"; a JSON reply is written whole, once.
      const text = Buffer.isBuffer(chunk) ? chunk.subarray(0, 5).toString() : typeof chunk === 'string' ? chunk : '';
      if (text.startsWith('data:')) (record.events ??= []).push({ at: now(), text: String(chunk) });
    };
    res.write = ((...args: unknown[]) => {
      mark(args[0]);
      return write(...args);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      mark(args[0]);
      return end(...args);
    }) as ServerResponse['end'];
  });
  return records;
}
