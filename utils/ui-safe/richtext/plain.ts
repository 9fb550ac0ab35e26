/** The text of a safe tree: for titles, aria labels, logs and tests. Tiny and parser-free, so UIs may import it. */
import type { RichNode } from './tree';

const BLOCKS = new Set(['p', 'li', 'h', 'blockquote']);

/** Concatenated text; blocks and line breaks become newlines, citations `[n]`. */
export function plainText(nodes: readonly RichNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node.t === 'br') out += '\n';
    else if (node.t === 'ref') out += `[${node.n}]`;
    else if (BLOCKS.has(node.t)) out += (out === '' || out.endsWith('\n') ? '' : '\n') + plainText(node.c) + '\n';
    else out += plainText(node.c);
  }
  return out;
}
