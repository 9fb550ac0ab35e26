/** Checks that a tree is within an allow-list of node types, with no keys beyond each type's own. */
import { expect } from 'vitest';
import type { RichNode } from '@/utils/ui-safe/richtext/tree';

const KEYS: Record<string, string[]> = {
  strong: ['c', 't'],
  em: ['c', 't'],
  code: ['c', 't'],
  p: ['c', 't'],
  ul: ['c', 't'],
  ol: ['c', 't'],
  li: ['c', 't'],
  blockquote: ['c', 't'],
  a: ['c', 'href', 't'],
  h: ['c', 'level', 't'],
  br: ['t'],
  ref: ['href', 'n', 't'],
};

export function expectTreeWithin(nodes: readonly RichNode[], allowed: readonly string[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    expect(allowed).toContain(node.t);
    const keys = Object.keys(node).sort();
    expect(KEYS[node.t]).toEqual(expect.arrayContaining(keys));
    if (node.t === 'a' || (node.t === 'ref' && node.href !== undefined)) expect(node.href).toMatch(/^https?:\/\//);
    if ('c' in node) expectTreeWithin(node.c, allowed);
  }
}
