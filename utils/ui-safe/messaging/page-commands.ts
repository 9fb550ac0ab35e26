/**
 * What the background tells Scout's content script (through `tabs.sendMessage`, top frame only), after the user
 * asked for it: a context-menu click or the popup's "Highlight on this page", or a request of its panel frame that
 * the background relays (utils/ui-safe/messaging/panel-link.ts). The content script checks every command with
 * `parsePageCommand` by hand: zod stays out of its bundle.
 */
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import { isPanelToken, parsePanelRequest, type PanelRequest } from './panel-link';
import { isRecord } from '../is-record';

export type PageCommand =
  /** "Is a live Scout script here?" A stale one (from before an extension update) cannot answer. */
  | { type: 'scout.ping' }
  /** Summarize this text (the selection the browser reported). */
  | { type: 'scout.summarize'; text: string }
  /** Search this text for places, or the page's main heading when `text` is absent. */
  | { type: 'scout.findPlaces'; text?: string }
  /** "Ask Scout about this page": read the page's text, have it priced, and open the panel's question box. */
  | { type: 'scout.askPage' }
  /** Highlight the places of a search the popup already ran. */
  | { type: 'scout.showPlaces'; search: PageSearchView }
  /**
   * A request of the panel frame holding `token`, relayed by the background. `frame` is the browser-stamped sender of
   * that frame (its frameId, and its documentId where the browser gives one), never a field the frame chose: the
   * content script binds its token to the first frame that uses it.
   */
  | { type: 'scout.panel'; token: string; frame: PanelFrameRef; request: PanelRequest };

/** Which frame document sent a panel request, as the browser stamped it. */
export interface PanelFrameRef {
  frameId: number;
  documentId?: string;
}

type PageCommandType = PageCommand['type'];

/** The content script's answer to `scout.ping`. */
export const PAGE_AGENT_ALIVE = 'scout.alive';

const isString = (value: unknown): value is string => typeof value === 'string';

const CHECKS: Record<PageCommandType, (command: Record<string, unknown>) => boolean> = {
  'scout.ping': () => true,
  'scout.askPage': () => true,
  'scout.summarize': (c) => isString(c.text),
  'scout.findPlaces': (c) => c.text === undefined || isString(c.text),
  'scout.showPlaces': (c) =>
    isRecord(c.search) && isString(c.search.searchId) && Array.isArray(c.search.places) && isRecord(c.search.query),
  'scout.panel': (c) =>
    isPanelToken(c.token) &&
    isRecord(c.frame) &&
    typeof c.frame.frameId === 'number' &&
    (c.frame.documentId === undefined || isString(c.frame.documentId)) &&
    parsePanelRequest(c.request) !== undefined,
};

export function parsePageCommand(value: unknown): PageCommand | undefined {
  if (!isRecord(value) || !isString(value.type) || !Object.hasOwn(CHECKS, value.type)) return undefined;
  return CHECKS[value.type as PageCommandType](value) ? (value as PageCommand) : undefined;
}
