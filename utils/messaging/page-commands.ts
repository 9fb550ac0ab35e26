/**
 * What the background tells Scout's content script (through `tabs.sendMessage`, top frame only), after the user
 * asked for it: a context-menu click or the popup's "Highlight on this page". The content script checks every
 * command with `parsePageCommand` by hand: zod stays out of its bundle.
 */
import type { PageSearchView } from '@/utils/view/replies';

export type PageCommand =
  /** "Is a live Scout script here?" A stale one (from before an extension update) cannot answer. */
  | { type: 'scout.ping' }
  /** Summarize this text (the selection the browser reported). */
  | { type: 'scout.summarize'; text: string }
  /** Search this text for places, or the page's main heading when `text` is absent. */
  | { type: 'scout.findPlaces'; text?: string }
  /** Highlight the places of a search the popup already ran. */
  | { type: 'scout.showPlaces'; search: PageSearchView };

type PageCommandType = PageCommand['type'];

/** The content script's answer to `scout.ping`. */
export const PAGE_AGENT_ALIVE = 'scout.alive';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

const CHECKS: Record<PageCommandType, (command: Record<string, unknown>) => boolean> = {
  'scout.ping': () => true,
  'scout.summarize': (c) => isString(c.text),
  'scout.findPlaces': (c) => c.text === undefined || isString(c.text),
  'scout.showPlaces': (c) =>
    isRecord(c.search) && isString(c.search.searchId) && Array.isArray(c.search.places) && isRecord(c.search.query),
};

export function parsePageCommand(value: unknown): PageCommand | undefined {
  if (!isRecord(value) || !isString(value.type) || !Object.hasOwn(CHECKS, value.type)) return undefined;
  return CHECKS[value.type as PageCommandType](value) ? (value as PageCommand) : undefined;
}
