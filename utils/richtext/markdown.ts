/**
 * Markdown (place descriptions) → safe RichNode[].
 *
 * markdown-it does the parsing with raw HTML off, and we walk its token stream; its HTML renderer is never
 * used. With `html: false`, `<script>` or `<img onerror>` in the source arrive as plain text tokens and are
 * rendered as text. Links survive only when safeHttpUrl accepts them (otherwise their text stays), images
 * become their alt text, tables and code blocks become plain paragraphs.
 */
import createMarkdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import type { HeadingLevel, RichNode } from './tree';
import { TreeBuilder } from './builder';
import { safeHttpUrl } from './links';

export interface MarkdownOptions {
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 4000;
const MAX_INPUT = 50_000;
const MAX_DEPTH = 12;

let parser: MarkdownIt | undefined;
const markdownIt = (): MarkdownIt =>
  (parser ??= createMarkdownIt('default', { html: false, linkify: true, typographer: false }));

/** `#`/`##` would compete with the UI's own headings, so headings start at level 3. */
function headingLevel(tag: string): HeadingLevel {
  const n = Number(tag.slice(1));
  return (n <= 3 ? 3 : n >= 6 ? 6 : n) as HeadingLevel;
}

/** Block tokens that map straight to a tree element. */
const BLOCK_OPENERS: Readonly<Record<string, 'p' | 'ul' | 'ol' | 'li' | 'blockquote'>> = {
  paragraph_open: 'p',
  bullet_list_open: 'ul',
  ordered_list_open: 'ol',
  list_item_open: 'li',
  blockquote_open: 'blockquote',
  tr_open: 'p',
};
const BLOCK_CLOSERS = new Set([
  'paragraph_close',
  'bullet_list_close',
  'ordered_list_close',
  'list_item_close',
  'blockquote_close',
  'tr_close',
  'heading_close',
]);

/**
 * Tracks whether each open token actually opened an element (it may have been refused at a limit, or
 * skipped, like the hidden paragraphs of tight lists), so its close token closes only what was opened.
 */
class Walker {
  private readonly opened: boolean[] = [];
  constructor(readonly out: TreeBuilder) {}

  enter(ok: boolean): void {
    this.opened.push(ok);
  }

  leave(): void {
    if (this.opened.pop()) this.out.close();
  }

  block(token: Token): void {
    const t = BLOCK_OPENERS[token.type];
    if (t !== undefined) this.enter(!(t === 'p' && token.hidden) && this.out.open({ t }));
    else if (token.type === 'heading_open') this.enter(this.out.open({ t: 'h', level: headingLevel(token.tag) }));
    else if (BLOCK_CLOSERS.has(token.type)) this.leave();
    else if (token.type === 'inline') this.inline(token.children ?? []);
    else if (token.type === 'fence' || token.type === 'code_block') this.codeBlock(token.content);
    else if (token.type === 'td_close' || token.type === 'th_close') this.out.space();
  }

  private codeBlock(content: string): void {
    if (!this.out.open({ t: 'p' })) return;
    if (this.out.open({ t: 'code' })) {
      this.out.text(content.replace(/\n$/, ''));
      this.out.close();
    }
    this.out.close();
  }

  private inline(tokens: readonly Token[]): void {
    for (const token of tokens) {
      switch (token.type) {
        case 'text':
          this.out.text(token.content);
          break;
        case 'softbreak':
          this.out.text(' ');
          break;
        case 'hardbreak':
          this.out.leaf({ t: 'br' });
          break;
        case 'code_inline':
          if (this.out.open({ t: 'code' })) {
            this.out.text(token.content);
            this.out.close();
          }
          break;
        case 'strong_open':
          this.enter(this.out.open({ t: 'strong' }));
          break;
        case 'em_open':
          this.enter(this.out.open({ t: 'em' }));
          break;
        case 'link_open': {
          const href = safeHttpUrl(token.attrGet('href'));
          this.enter(href !== undefined && this.out.open({ t: 'a', href }));
          break;
        }
        case 'strong_close':
        case 'em_close':
        case 'link_close':
          this.leave();
          break;
        case 'image':
          this.inline(token.children ?? []); // the alt text
          break;
        default:
          break; // strikethrough and anything unknown: the tag goes, its text tokens stay
      }
    }
  }
}

export function parseMarkdown(input: unknown, options: MarkdownOptions = {}): RichNode[] {
  if (typeof input !== 'string' || input.trim() === '') return [];
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const walker = new Walker(new TreeBuilder({ maxChars, maxDepth: MAX_DEPTH, maxElements: maxChars }));
  for (const token of markdownIt().parse(input.slice(0, MAX_INPUT), {})) {
    if (walker.out.full) break;
    walker.block(token);
  }
  return walker.out.finish();
}
