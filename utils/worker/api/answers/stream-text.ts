/**
 * A streamed `/chat/completions` body as its content strings (sse.ts), for an answer and a research alike. The idle
 * timer runs only while a read is waiting for the network: a slow consumer never times the stream out.
 */
import { decodeBody, readLineBatches } from '../wire/stream';
import { completionText, MAX_EVENT_CHARS, type CompletionOutcome } from './sse';

export async function* answerText(
  response: Response,
  signal: AbortSignal,
  outcome: CompletionOutcome,
  arm: () => void,
  disarm: () => void,
  maxChars: number,
): AsyncGenerator<string> {
  if (!response.body) return;
  const chunks = watched(decodeBody(response.body, signal, maxChars), arm, disarm);
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    // A blocking answer after all (a proxy, or `stream` ignored): one chat.completion object.
    let whole = '';
    for await (const chunk of chunks) whole += chunk;
    yield* completionText(once([whole]), outcome);
    return;
  }
  yield* completionText(readLineBatches(chunks, MAX_EVENT_CHARS), outcome);
}

async function* watched<T>(source: AsyncGenerator<T>, arm: () => void, disarm: () => void): AsyncGenerator<T> {
  try {
    for (;;) {
      arm();
      let next: IteratorResult<T>;
      try {
        next = await source.next();
      } finally {
        disarm();
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await source.return(undefined);
  }
}

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}
