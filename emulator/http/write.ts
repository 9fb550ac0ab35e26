import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { BodyReply, Reply, StreamReply } from './reply';
import { sleep } from './sleep';

interface TrickleOptions {
  chunkBytes: number;
  intervalMs: number;
}

/** True when Accept-Encoding allows gzip (explicitly or through `*`) with a non-zero q. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    return (coding === 'gzip' || coding === '*') && weight > 0;
  });
}

/** How a fault changes the writing of a normal answer: slowly (trickle), or stopping part-way (cut, stall). */
export interface DeliveryOptions {
  trickle?: TrickleOptions;
  /** Stop after this many stream events (a body: after half its bytes), then close the socket or go silent. */
  stop?: { afterEvents: number; then: 'close' | 'hang' };
}

function waitForAbort(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** Ends a delivery part-way: destroys the socket at once, or after the client or the emulator gives up. */
async function stopDelivery(res: ServerResponse, then: 'close' | 'hang', signal: AbortSignal): Promise<void> {
  if (then === 'hang') await waitForAbort(signal);
  res.destroy();
}

/** Writes; with `flush`, waits until the bytes are handed to the socket (so a cut that follows keeps them). */
function write(res: ServerResponse, bytes: Buffer, flush: boolean): Promise<void> {
  if (!flush) {
    res.write(bytes);
    return Promise.resolve();
  }
  return new Promise((resolve) => res.write(bytes, () => resolve()));
}

async function writeBytes(
  res: ServerResponse,
  bytes: Buffer,
  delivery: DeliveryOptions,
  signal: AbortSignal,
): Promise<void> {
  const flush = delivery.stop !== undefined;
  if (!delivery.trickle) {
    await write(res, bytes, flush);
    return;
  }
  const step = Math.max(1, delivery.trickle.chunkBytes);
  for (let offset = 0; offset < bytes.length; offset += step) {
    await write(res, bytes.subarray(offset, offset + step), flush);
    if (offset + step < bytes.length) await sleep(delivery.trickle.intervalMs, signal);
  }
}

async function writeBody(
  req: IncomingMessage,
  res: ServerResponse,
  reply: BodyReply,
  delivery: DeliveryOptions,
  signal: AbortSignal,
): Promise<void> {
  let bytes: Buffer = Buffer.from(reply.body, 'utf8');
  const headers: Record<string, string | number> = { ...reply.headers, 'Content-Type': reply.contentType };
  if (acceptsGzip(req.headers['accept-encoding'])) {
    bytes = gzipSync(bytes);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = bytes.length;
  res.writeHead(reply.status, headers);
  if (!delivery.trickle && !delivery.stop) {
    res.end(bytes);
    return;
  }
  res.flushHeaders();
  if (delivery.stop) {
    await writeBytes(res, bytes.subarray(0, Math.floor(bytes.length / 2)), delivery, signal);
    await stopDelivery(res, delivery.stop.then, signal);
    return;
  }
  await writeBytes(res, bytes, delivery, signal);
  res.end();
}

/** Writes each event as it comes; a client that goes away ends the write with the abort reason (a rejection). */
async function writeStream(
  res: ServerResponse,
  reply: StreamReply,
  delivery: DeliveryOptions,
  signal: AbortSignal,
): Promise<void> {
  res.writeHead(reply.status, { ...reply.headers, 'Content-Type': reply.contentType, 'Cache-Control': 'no-cache' });
  res.flushHeaders();
  let events = 0;
  for await (const chunk of reply.chunks()) {
    if (delivery.stop && events >= delivery.stop.afterEvents) {
      await stopDelivery(res, delivery.stop.then, signal);
      return;
    }
    await writeBytes(res, Buffer.from(chunk, 'utf8'), delivery, signal);
    events += 1;
    if (signal.aborted) throw signal.reason;
  }
  res.end();
}

/** Writes a reply; an abort (client gone, emulator closing) ends the write with a rejection. */
export async function writeReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  signal: AbortSignal,
  delivery: DeliveryOptions = {},
): Promise<void> {
  if (reply.kind === 'body') await writeBody(req, res, reply, delivery, signal);
  else await writeStream(res, reply, delivery, signal);
}
