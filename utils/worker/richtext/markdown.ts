/**
 * Markdown (place descriptions) → safe RichNode[].
 *
 * marked's lexer does the parsing and we walk its token tree; marked's HTML renderer is never used. Raw HTML arrives
 * as `html` tokens and is rendered as the text it is, so `<script>` or `<img onerror>` in the source stay inert. Links
 * survive only when safeHttpUrl accepts them (otherwise their text stays), images become their alt text, tables and
 * code blocks become plain paragraphs. Entities in text and link targets are decoded once here (marked leaves them
 * as written); code keeps them literally, as CommonMark says.
 *
 * marked rather than markdown-it: a token tree of the same detail for about 12.5 KB of gzip in background.js (with its
 * Lexer alone, scripts/build/marked-lexer-only.ts; 12.1 KB measured by building with it stubbed out, plus the 0.4 KB of
 * the `pedantic` and `breaks` rules issue 36 put back) instead of 42 KB (markdown-it with entities, linkify-it, mdurl
 * and punycode), in the service worker that every search starts (docs/benchmarks.md).
 */
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';
import type { HeadingLevel, RichNode } from '../../ui-safe/richtext/tree';
import { TreeBuilder } from './builder';
import { decodeEntities } from './entities';
import { safeHttpUrl } from '../../ui-safe/richtext/links';

export interface MarkdownOptions {
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 4000;
/**
 * Input beyond `maxChars` times this is not parsed: little of it could be shown, and marked is super-linear on some
 * hostile inputs (deeply nested lists, long `*a` runs), so the cut bounds its worst case.
 */
const INPUT_PER_SHOWN_CHAR = 2;
const MAX_DEPTH = 12;

/** `#`/`##` would compete with the UI's own headings, so headings start at level 3. */
const headingLevel = (depth: number): HeadingLevel => Math.min(6, Math.max(3, depth)) as HeadingLevel;

type Head = Parameters<TreeBuilder['open']>[0];

class Walker {
  constructor(private readonly out: TreeBuilder) {}

  walk(tokens: readonly Token[]): void {
    for (const token of tokens) {
      if (this.out.full) return;
      // A custom (`Generic`) token only comes from marked extensions, which Scout does not install.
      this.token(token as MarkedToken);
    }
  }

  /** Opens an element (its children land in the parent when a limit refuses it), walks the children, closes it. */
  private within(head: Head | undefined, children: () => void): void {
    const opened = head !== undefined && this.out.open(head);
    children();
    if (opened) this.out.close();
  }

  private token(token: MarkedToken): void {
    switch (token.type) {
      case 'paragraph':
      case 'blockquote':
      case 'strong':
      case 'em':
        return this.within({ t: token.type === 'paragraph' ? 'p' : token.type }, () => this.walk(token.tokens));
      case 'heading':
        return this.within({ t: 'h', level: headingLevel(token.depth) }, () => this.walk(token.tokens));
      case 'list':
        return this.within({ t: token.ordered ? 'ol' : 'ul' }, () => this.walk(token.items));
      case 'list_item':
        return this.within({ t: 'li' }, () => this.walk(token.tokens));
      case 'text':
        // A tight list item's text is a block holding inline tokens; inline text is a leaf.
        return token.tokens ? this.walk(token.tokens) : this.out.text(decodeEntities(token.text));
      case 'escape':
      case 'html':
        return this.out.text(token.text);
      case 'codespan':
        return this.within({ t: 'code' }, () => this.out.text(token.text));
      case 'code':
        return this.within({ t: 'p' }, () => this.within({ t: 'code' }, () => this.out.text(token.text)));
      case 'br':
        return this.out.leaf({ t: 'br' });
      case 'link': {
        const href = safeHttpUrl(decodeEntities(token.href));
        return this.within(href === undefined ? undefined : { t: 'a', href }, () => this.walk(token.tokens));
      }
      case 'image': // its alt text
      case 'del': // strikethrough loses its tag and keeps its text
        return this.walk(token.tokens);
      case 'table':
        for (const row of [token.header, ...token.rows]) this.within({ t: 'p' }, () => this.cells(row));
        return;
      case 'space':
      case 'hr':
      case 'def':
      case 'checkbox':
        return;
      default:
        // A token type added by a marked upgrade fails typechecking here until it is mapped or listed above.
        return token satisfies never;
    }
  }

  private cells(row: readonly Tokens.TableCell[]): void {
    for (const cell of row) {
      this.walk(cell.tokens);
      this.out.space();
    }
  }
}

export function parseMarkdown(input: unknown, options: MarkdownOptions = {}): RichNode[] {
  if (typeof input !== 'string' || input.trim() === '') return [];
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const source = input.slice(0, maxChars * INPUT_PER_SHOWN_CHAR);
  const builder = () => new TreeBuilder({ maxChars, maxDepth: MAX_DEPTH, maxElements: maxChars });
  try {
    const out = builder();
    new Walker(out).walk(Lexer.lex(source, { gfm: true }));
    return out.finish();
  } catch {
    // marked, and this walk after it, recurse once per nesting level: nesting deep enough to exhaust the stack is
    // shown as its text.
    const out = builder();
    if (out.open({ t: 'p' })) out.text(source);
    return out.finish();
  }
}
