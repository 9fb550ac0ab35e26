import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { BodyReply, Reply, StreamReply } from './reply';
import { sleep } from './sleep';

export interface TrickleOptions {
  chunkBytes: number;
  intervalMs: number;
}

/** True when Accept-Encoding allows gzip (explicitly or through `*`) with a non-zero q. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    return (coding === 'gzip' || coding === '*') && weight > 0;
  });
}

async function writeBody(req: IncomingMessage, res: ServerResponse, reply: BodyReply, trickle: TrickleOptions | undefined, signal: AbortSignal): Promise<void> {
  let bytes: Buffer = Buffer.from(reply.body, 'utf8');
  const headers: Record<string, string | number> = { ...reply.headers, 'Content-Type': reply.contentType };
  if (acceptsGzip(req.headers['accept-encoding'])) {
    bytes = gzipSync(bytes);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = bytes.length;
  res.writeHead(reply.status, headers);
  if (!trickle) {
    res.end(bytes);
    return;
  }
  res.flushHeaders();
  const step = Math.max(1, trickle.chunkBytes);
  for (let offset = 0; offset < bytes.length; offset += step) {
    res.write(bytes.subarray(offset, offset + step));
    if (offset + step < bytes.length) await sleep(trickle.intervalMs, signal);
  }
  res.end();
}

async function writeStream(res: ServerResponse, reply: StreamReply): Promise<void> {
  res.writeHead(reply.status, { ...reply.headers, 'Content-Type': reply.contentType, 'Cache-Control': 'no-cache' });
  res.flushHeaders();
  for await (const chunk of reply.chunks()) res.write(chunk);
  res.end();
}

/** Writes a reply; an abort (client gone, emulator closing) ends the write quietly. */
export async function writeReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  signal: AbortSignal,
  trickle?: TrickleOptions,
): Promise<void> {
  if (reply.kind === 'body') await writeBody(req, res, reply, trickle, signal);
  else await writeStream(res, reply);
}
