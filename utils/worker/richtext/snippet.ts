/**
 * API snippet markup (web titles, descriptions, summary text) → safe RichNode[].
 *
 * Only `strong`/`b` (→ strong) and `em` survive, without attributes. Every other tag is dropped but its
 * text kept; script-like elements lose their content too (see html-tokens.ts). Entities are decoded once,
 * per text run, after tokenizing, so decoded `<` can never start a tag. Unclosed tags close at the end,
 * stray end tags are ignored and a mis-nested end tag closes everything inside it.
 */
import type { RichNode } from '../../ui-safe/richtext/tree';
import { TreeBuilder } from './builder';
import { decodeEntities } from './entities';
import { tokenizeHtml } from './html-tokens';
import { plainText } from '../../ui-safe/richtext/plain';
import { cleanLine } from '../../ui-safe/richtext/text';

export interface SnippetOptions {
  /** Maximum characters of text kept (then `…`). */
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 1000;
/** Input beyond this is not even scanned: no API snippet is this long, and it bounds the work per string. */
const MAX_INPUT = 100_000;
const MAX_DEPTH = 8;

// A Map, not an object literal: a tag named `constructor` must not find Object.prototype's.
const FORMATTING: ReadonlyMap<string, 'strong' | 'em'> = new Map([
  ['strong', 'strong'],
  ['b', 'strong'],
  ['em', 'em'],
]);

/** Tags after which words would run together if the tag simply vanished. */
const WORD_BREAKING = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'hr',
  'dd',
  'dt',
  'img',
  'pre',
  'table',
]);

export function parseSnippet(input: unknown, options: SnippetOptions = {}): RichNode[] {
  if (typeof input !== 'string' || input === '') return [];
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const builder = new TreeBuilder({ maxChars, maxDepth: MAX_DEPTH, maxElements: maxChars });
  for (const token of tokenizeHtml(input.slice(0, MAX_INPUT))) {
    if (builder.full) break;
    if (token.kind === 'text') {
      builder.text(decodeEntities(token.text));
      continue;
    }
    const formatting = FORMATTING.get(token.name);
    if (formatting && token.kind === 'start') builder.open({ t: formatting });
    else if (formatting) builder.closeTo(formatting);
    else if (WORD_BREAKING.has(token.name)) builder.space();
  }
  return builder.finish();
}

/** API markup reduced to one plain, bounded line (names, titles, link labels); undefined when empty. */
export function snippetLine(input: unknown, maxChars = 200): string | undefined {
  return cleanLine(plainText(parseSnippet(input, { maxChars: maxChars * 2 })), maxChars);
}
