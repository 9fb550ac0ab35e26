/**
 * The page text the user is about to ask about, as the content script read it (`page.capture`), kept in
 * `storage.session` under a fresh unguessable id until the question is asked: the answer sends exactly this text,
 * the one that was priced, however the page changes meanwhile. The address is the browser-stamped sender's (the top
 * frame's), never a field of the message. Bounded: a few captures, for half an hour.
 */
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED } from '@/utils/worker/storage/items';
import { answerBound, type PriceOverrides } from '../spending/prices';
import { ServiceError } from '../service-error';
import { longestMessage } from './message';

/** The browser-stamped fields of the content script's sender read here (messaging/sender-policy.ts `Sender`). */
interface PageSender {
  url?: string;
  tab?: { id?: number };
}

export interface PageCapture {
  tabId: number;
  url: string;
  title: string;
  text: string;
  total: number;
  /** The `ask` ids already sent: a stream reopened after a worker restart must not pay for its question again. */
  asks?: string[];
}

/** Keeps the message (message.ts) within what the Answers request accepts (api/answers/request.ts). */
const MAX_URL_CHARS = 2_000;

const captures = boundedItems<PageCapture>({ ...BOUNDED.pageCaptures, maxItems: 8, maxAgeMs: 30 * 60_000 });

export const readCapture = (id: string): Promise<PageCapture | null> => captures.get(id);

/** Notes that `ask` is being sent, before it is; false when it already was (or could not be noted: nothing is sent). */
export async function claimAsk(id: string, capture: PageCapture, ask: string, now: number): Promise<boolean> {
  const asks = capture.asks ?? [];
  if (asks.includes(ask)) return false;
  return captures.set(id, { ...capture, asks: [...asks.slice(-7), ask] }, now);
}

/** The page's address without its fragment (which names a place in it, not another page), when it is a web page. */
function pageUrl(sender: PageSender): string | undefined {
  try {
    const url = new URL(sender.url ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    // A runaway address (a page may make its own up to megabytes) is sent without its query, then cut.
    if (url.href.length > MAX_URL_CHARS) url.search = '';
    return url.href.slice(0, MAX_URL_CHARS);
  } catch {
    return undefined;
  }
}

/** Keeps the text and prices its question: the ceiling counts the longest question the panel accepts. */
export async function capturePage(
  page: { text: string; total: number; title: string },
  sender: PageSender,
  prices: PriceOverrides,
  now: number,
) {
  const url = pageUrl(sender);
  const tabId = sender.tab?.id;
  // The router let only a top-frame content script of a web tab through (sender-policy.ts `script`).
  if (url === undefined || typeof tabId !== 'number') throw new ServiceError('searchGone');
  const capture: PageCapture = {
    tabId,
    url,
    title: page.title,
    text: page.text,
    total: Math.max(page.total, page.text.length),
  };
  const id = crypto.randomUUID();
  // Not kept (a full session area): nothing could be asked later, so nothing is offered.
  if (!(await captures.set(id, capture, now))) throw new ServiceError('searchGone');
  return {
    id,
    url,
    chars: capture.text.length,
    total: capture.total,
    priceMicros: answerBound(longestMessage(capture), prices),
  };
}
