import type { ComposedAnswer } from './types';
import { entityBullet } from './entities';
import { tag } from './tags';
import { wordPieces } from '../text/pieces';
import { CHARS_PER_TOKEN, citationIndexes } from '../assumptions';

/** Words per streamed text chunk ("a few words each"). */
const WORDS_PER_CHUNK = 3;

export interface RenderOptions {
  citations: boolean;
  entities: boolean;
  /** max_completion_tokens: the visible text stops there and the answer ends with finish_reason "length". */
  maxTokens?: number;
}

interface Piece {
  content: string;
  /** A whole inline tag (`<citation>…</citation>`, `<enum_item>…</enum_item>`, …). */
  tag: boolean;
}

export interface RenderedAnswer {
  pieces: Piece[];
  /** The text a reader sees: every non-tag piece, in order. Markdown. */
  visible: string;
  truncated: boolean;
}

/**
 * Turns a composed answer into the `delta.content` pieces of a stream: text in pieces of a few words, each citation
 * tag right after its sentence, the list as `<enum_*>` tags (with entities) or Markdown bullets (without).
 * Without citations and entities, the visible text is the blocking answer's Markdown.
 */
export function renderAnswer(answer: ComposedAnswer, options: RenderOptions): RenderedAnswer {
  const pieces: Piece[] = [];
  const budget = options.maxTokens === undefined ? Number.POSITIVE_INFINITY : options.maxTokens * CHARS_PER_TOKEN;
  let visible = '';
  let truncated = false;
  const addText = (text: string) => {
    for (const piece of wordPieces(text, WORDS_PER_CHUNK)) {
      if (truncated) return;
      let content = piece;
      if (visible.length + content.length > budget) {
        content = content.slice(0, budget - visible.length);
        truncated = true;
      }
      if (content !== '') pieces.push({ content, tag: false });
      visible += content;
    }
  };
  for (const part of answer.parts) {
    if (truncated) break;
    if (part.kind === 'text') addText(part.text);
    else if (part.kind === 'cite' && options.citations) {
      pieces.push({ content: tag('citation', { ...part.citation, ...citationIndexes(visible.length) }), tag: true });
    } else if (part.kind === 'list' && options.entities) {
      pieces.push({ content: tag('enum_start', 'ul'), tag: true });
      for (const item of part.items) pieces.push({ content: tag('enum_item', item), tag: true });
      pieces.push({ content: tag('enum_end', ''), tag: true });
    } else if (part.kind === 'list') {
      addText(`\n\n${part.items.map(entityBullet).join('\n')}`);
    }
  }
  return { pieces, visible, truncated };
}
