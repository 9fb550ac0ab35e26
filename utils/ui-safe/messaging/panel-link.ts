/**
 * How the in-page panel (an extension page in an iframe, entrypoints/panel/) and Scout's content script in the same
 * tab (entrypoints/in-page/) talk, without `window.postMessage`: a page can post to any frame it can name and the
 * message's `source` would be the page's window, the same as the content script's, so nothing posted could be told
 * apart from a forgery. Instead:
 * - frame → content script: `panel.page` to the background, which hands the request to the tab's top frame
 *   (`scout.panel`, tabs.sendMessage) and returns the content script's answer (counts, statuses);
 * - content script → frame: `panel.event` by runtime.sendMessage, which every Scout page receives and only a frame
 *   holding the same token accepts.
 * The token is a random id the content script puts in the frame's URL (inside its closed shadow root, so the page
 * cannot read it) and the frame sends back with every request: it pairs the two, and a tab that navigated meanwhile
 * holds no content script with that token, so a request reaches only the document the user acted on.
 * zod-free, so that the content script stays small: the checks below are the one definition of these shapes; the
 * content script and the frame call them, and the background's protocol (utils/contract/protocol.ts) wraps them in zod.
 */
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import { isRecord } from '../is-record';
import type { PageUnreadable } from '../page-question';

/** The panel's page (WXT builds entrypoints/panel/index.html to it); web-accessible to http(s) pages only. */
export const PANEL_PAGE = '/panel.html';

export type PanelScheme = 'light' | 'dark';

/**
 * "Ask about this page": the text the worker keeps for the question (its id, the page's address, how many characters
 * of how many, the most the question can cost), or why the page cannot be read (nothing billed is offered).
 */
export type PageCaptureView =
  { id: string; url: string; chars: number; total: number; priceMicros: number } | { unreadable: PageUnreadable };

/** What the panel is asked to do: its kind, the text to search, and any known answer. */
export interface PanelJob {
  kind: 'summary' | 'places' | 'ask';
  /** Clamped to the API's limits; '' when the page gave nothing to search (the user can type). */
  query: string;
  /** The page's text was longer than the API accepts, so `query` is a shortened copy. */
  shortened: boolean;
  /** The popup's answer, when it asked to highlight its places: nothing is searched (or billed) again. */
  known?: PageSearchView;
  /** `ask`: the page's text as captured and priced (the frame's hello waits for it: panel-controller.ts). */
  page?: PageCaptureView;
}

/** A place to highlight: its id and name; its number on the page is its position in the list, from 1. */
export interface PanelPlace {
  id: string;
  name: string;
}

/** What the frame may ask of the content script; each has its own reply (`PanelReply`). */
export type PanelRequest =
  /** The frame has loaded (or was told of a new job): the job, and the page's colour scheme. */
  | { type: 'hello' }
  | { type: 'highlight'; places: PanelPlace[] }
  | { type: 'clear' }
  /** Scroll to the first occurrence of a place and focus its marker. */
  | { type: 'reveal'; id: string }
  | { type: 'move'; dx: number; dy: number }
  /** The panel's content height, so the frame is as tall as what it shows (within the viewport). */
  | { type: 'resize'; height: number }
  /**
   * May a billed button act now? No while the page shows anything in its top layer (`covered`), and when the panel
   * just appeared or moved, or the page's top layer just changed.
   */
  | { type: 'calm' }
  | { type: 'close' }
  /** Scroll to and highlight where the page says this (a passage an answer cites the page for). */
  | { type: 'passage'; text: string };

export interface PanelReplies {
  hello: { job: PanelJob; scheme: PanelScheme };
  highlight: { counts: [string, number][] };
  clear: Record<string, never>;
  reveal: { found: boolean };
  move: Record<string, never>;
  resize: Record<string, never>;
  calm: { calm: boolean; covered?: boolean };
  close: Record<string, never>;
  passage: { found: boolean };
}
export type PanelReply = PanelReplies[keyof PanelReplies];

/** What the content script tells its frame: a highlight on the page was clicked (a new job gets a new frame). */
export type PanelEvent = { type: 'activate'; id: string };

/** Limits both sides hold to (the background's schemas use the same numbers). */
export const PANEL_LIMITS = { places: 20, name: 200, id: 128, move: 4_000, height: 10_000, passage: 300 } as const;

/** The panel's token: a random UUID (crypto.randomUUID). */
const TOKEN = /^[0-9a-f-]{36}$/;
export const isPanelToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

const isShortString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isFiniteIn = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
/** `value` has no fields but `fields` (and `type`): a request with anything else is refused, as zod's strictObject would. */
const onlyFields = (value: Record<string, unknown>, fields: readonly string[]) =>
  Object.keys(value).every((key) => key === 'type' || fields.includes(key));
const isPlace = (value: unknown) =>
  isRecord(value) &&
  isShortString(value.id, PANEL_LIMITS.id) &&
  isShortString(value.name, PANEL_LIMITS.name) &&
  Object.keys(value).length === 2;

/** Each request's fields beside `type`, and the check of their values. */
const REQUEST_CHECKS: Record<
  PanelRequest['type'],
  { fields: readonly string[]; valid?: (request: Record<string, unknown>) => boolean }
> = {
  hello: { fields: [] },
  highlight: {
    fields: ['places'],
    valid: (r) => Array.isArray(r.places) && r.places.length <= PANEL_LIMITS.places && r.places.every(isPlace),
  },
  clear: { fields: [] },
  reveal: { fields: ['id'], valid: (r) => isShortString(r.id, PANEL_LIMITS.id) },
  move: {
    fields: ['dx', 'dy'],
    valid: (r) => isFiniteIn(r.dx, PANEL_LIMITS.move) && isFiniteIn(r.dy, PANEL_LIMITS.move),
  },
  resize: {
    fields: ['height'],
    valid: (r) => isFiniteIn(r.height, PANEL_LIMITS.height) && (r.height as number) >= 0,
  },
  calm: { fields: [] },
  close: { fields: [] },
  passage: { fields: ['text'], valid: (r) => isShortString(r.text, PANEL_LIMITS.passage) },
};

/** The check of a request of the frame, by hand (no zod in the page): the content script's and the background's. */
export function parsePanelRequest(value: unknown): PanelRequest | undefined {
  if (!isRecord(value) || typeof value.type !== 'string' || !Object.hasOwn(REQUEST_CHECKS, value.type)) return;
  const { fields, valid } = REQUEST_CHECKS[value.type as PanelRequest['type']];
  return onlyFields(value, fields) && (valid?.(value) ?? true) ? (value as PanelRequest) : undefined;
}

/** The check of an event from the content script (the frame's; the sender is checked by the caller), extras dropped. */
export function parsePanelEvent(value: unknown): PanelEvent | undefined {
  if (!isRecord(value)) return undefined;
  if (value.type === 'activate' && isShortString(value.id, PANEL_LIMITS.id)) return { type: 'activate', id: value.id };
  return undefined;
}
