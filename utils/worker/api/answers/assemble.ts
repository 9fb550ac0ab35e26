/**
 * Turns the answer's text and tags into the summarizer's message form (schemas/summarizer.ts), so the popup and the
 * page panel render an answer exactly like a summary. Every message is built from a few known fields and checked by
 * the summarizer's zod schema; a tag whose content does not fit is dropped, never shown as text. Links are kept
 * only when http(s) (the renderers check again).
 *
 * Citations are placed where their tag occurred: their index is the length of the text so far, which is how the
 * summary view reads `end_index` (an offset in the answer's Markdown, read with it: utils/worker/view/summary/markdown-text.ts). The Answers `start_index`/`end_index`
 * are ignored, as their meaning is unknown (docs/answers-api.md §8.2).
 */
import { boundJson } from '../schemas/bound';
import { MAX_SUMMARY_MESSAGES, summaryMessageSchema, type SummaryMessage } from '../schemas/summarizer';
import { safeHttpUrl, safeImageUrl } from '@/utils/ui-safe/richtext/links';
import { isRecord } from '@/utils/ui-safe/is-record';
import type { Piece } from './tags';
import { parseUsage, type AnswerCost } from './usage';

/**
 * The summary view shows 20,000 characters; some room is left for the Markdown's own markup. Text past this is
 * dropped, which also bounds the work of re-reading the whole answer on every update.
 * @internal Exported for the tests alone (tests/unit/api/answers-assemble.test.ts).
 */
export const MAX_ANSWER_TEXT_CHARS = 30_000;

export interface AnswerAssembler {
  /** True when the messages or the cost changed. */
  add(pieces: readonly Piece[]): boolean;
  /** The messages so far, their text the answer's Markdown (utils/worker/view/summary/map-answer.ts reads it); a fresh copy. */
  messages(): SummaryMessage[];
  cost(): AnswerCost | undefined;
  /** Whether anything worth showing arrived: non-blank text or a list item. */
  hasContent(): boolean;
}

/**
 * Lists: `pending` after `<enum_start>` until the first item, so text in between is not lost (the summary view
 * drops text between a list's start and its first item); `implicit` for an item that came without `<enum_start>`,
 * closed again by the next non-blank text so that prose is never swallowed into the item.
 */
type ListState = { at: 'none' } | { at: 'pending'; ordered: boolean } | { at: 'open' } | { at: 'implicit' };

export function createAnswerAssembler(): AnswerAssembler {
  const messages: SummaryMessage[] = [];
  let textChars = 0;
  let list: ListState = { at: 'none' };
  let cost: AnswerCost | undefined;
  let content = false;

  const push = (message: SummaryMessage): boolean => {
    if (messages.length >= MAX_SUMMARY_MESSAGES) return false;
    messages.push(message);
    return true;
  };

  const endList = (): boolean => {
    const open = list.at === 'open' || list.at === 'implicit';
    list = { at: 'none' };
    return open && push({ type: 'enum_end', data: undefined });
  };

  function addText(text: string): boolean {
    if (list.at === 'implicit') {
      if (text.trim() === '') return false;
      endList();
    }
    const kept = text.slice(0, Math.max(MAX_ANSWER_TEXT_CHARS - textChars, 0));
    if (kept === '') return false;
    const last = messages[messages.length - 1];
    // Adjacent text is merged: a streamed answer would otherwise be thousands of tiny messages.
    if (last?.type === 'token') messages[messages.length - 1] = { type: 'token', data: last.data + kept };
    else if (!push({ type: 'token', data: kept })) return false;
    textChars += kept.length;
    if (kept.trim() !== '') content = true;
    return true;
  }

  function addItem(raw: string): boolean {
    const item = enumItem(raw);
    if (!item) return false;
    if (list.at === 'none') {
      push({ type: 'enum_start', data: 'ul' });
      list = { at: 'implicit' };
    } else if (list.at === 'pending') {
      push({ type: 'enum_start', data: list.ordered ? 'ol' : 'ul' });
      list = { at: 'open' };
    }
    content = true;
    return push(item);
  }

  function apply(piece: Piece): boolean {
    if (piece.kind === 'text') return addText(piece.text);
    switch (piece.name) {
      case 'citation': {
        const reference = citation(piece.content, textChars);
        return reference !== undefined && push(reference);
      }
      case 'enum_start': {
        const ended = endList();
        list = { at: 'pending', ordered: isOrdered(piece.content) };
        return ended;
      }
      case 'enum_item':
        return addItem(piece.content);
      case 'enum_end':
        return endList();
      case 'usage': {
        const reported = parseUsage(piece.content);
        if (!reported) return false;
        cost = { ...cost, ...reported };
        return true;
      }
      default:
        return false; // research tags: an answer's scanner never keeps them
    }
  }

  return {
    add(pieces) {
      let changed = false;
      for (const piece of pieces) changed = apply(piece) || changed;
      return changed;
    },
    messages: () => messages.slice(),
    cost: () => (cost ? { ...cost } : undefined),
    hasContent: () => content,
  };
}

/** `<citation>{number, url, favicon, snippet, …}</citation>` as an inline reference at `at`. */
function citation(raw: string, at: number): SummaryMessage | undefined {
  const data = jsonObject(raw);
  if (!data || typeof data.number !== 'number' || !Number.isInteger(data.number) || data.number < 1) return undefined;
  const url = safeHttpUrl(data.url);
  const favicon = safeImageUrl(data.favicon);
  return checked({
    type: 'inline_reference',
    data: {
      type: 'inline_reference',
      number: data.number,
      start_index: at,
      end_index: at,
      ...(url !== undefined && { url }),
      ...(favicon !== undefined && { favicon }),
      ...(typeof data.snippet === 'string' && { snippet: data.snippet }),
    },
  });
}

/**
 * `<enum_item>{uuid, name, original_tokens, href, extra_text, …}</enum_item>` in the summarizer's entity shape. The
 * words as they stand in the answer (`original_tokens`) are shown before the entity's canonical `name`.
 */
function enumItem(raw: string): SummaryMessage | undefined {
  const data = jsonObject(raw);
  if (!data) return undefined;
  const name = nonBlank(data.original_tokens) ?? nonBlank(data.name);
  const text = nonBlank(data.extra_text);
  if (name === undefined && text === undefined) return undefined;
  const url = safeHttpUrl(data.href);
  return checked({
    type: 'enum_item',
    data: {
      ...(typeof data.uuid === 'string' && { uuid: data.uuid }),
      ...(name !== undefined && { name }),
      ...(url !== undefined && { url }),
      ...(text !== undefined && { text }),
    },
  });
}

/** The content seen is a bare `ul`; a JSON string or `{type}` is accepted too. Anything else is a bulleted list. */
function isOrdered(raw: string): boolean {
  const word = raw.trim().replace(/^"(.*)"$/, '$1');
  if (word === 'ol') return true;
  const data = jsonObject(raw);
  return data?.type === 'ol';
}

function checked(candidate: unknown): SummaryMessage | undefined {
  const result = summaryMessageSchema.safeParse(candidate);
  return result.success ? result.data : undefined;
}

function jsonObject(raw: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = boundJson(JSON.parse(raw));
  } catch {
    return undefined;
  }
  return isRecord(parsed) ? parsed : undefined;
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
