/**
 * Renders a safe RichNode tree as Preact vnodes. The only path from API text to the DOM.
 *
 * The tree crossed a message boundary, so it is re-checked here rather than trusted: a fixed switch maps
 * known node types to fixed tags; strings become text nodes; links and citations are rendered only for
 * http(s) URLs (re-validated), open in a new tab and carry `rel="noopener noreferrer"`; anything unknown
 * renders only its children's text. No attribute ever comes from the tree except a checked `href`.
 * API text is isolated for bidi: inline in `<bdi>`, blocks in `dir="auto"`.
 */
import { h, type ComponentChildren, type VNode } from 'preact';
import type { HeadingLevel, RichNode } from '@/utils/ui-safe/richtext/tree';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { t } from '@/utils/ui-safe/i18n';

export interface RichTextProps {
  nodes: readonly RichNode[] | undefined;
  /** Block content (paragraphs, lists, headings), wrapped in a `div`; inline content goes in a `bdi`. */
  block?: boolean;
  /** Headings in the tree render at least this level, so they nest under the surrounding UI's headings. */
  minHeading?: HeadingLevel;
  class?: string;
}

const MAX_DEPTH = 24;
const MAX_CHILDREN = 2000;
const SIMPLE_TAGS = new Set(['strong', 'em', 'code', 'p', 'ul', 'ol', 'li', 'blockquote']);

/** Props every external link gets. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface Context {
  depth: number;
  minHeading: HeadingLevel;
}

function renderRef(node: { n?: unknown; href?: unknown }, key: number): VNode | null {
  const n = node.n;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 999) return null;
  const href = safeHttpUrl(node.href);
  const label = `[${n}]`;
  return (
    <sup key={key} class="scout-cite">
      {href === undefined ? (
        label
      ) : (
        <a href={href} {...EXTERNAL_LINK} aria-label={t('citationLabel', n)}>
          {label}
        </a>
      )}
    </sup>
  );
}

function renderNode(node: unknown, key: number, ctx: Context): ComponentChildren {
  if (typeof node === 'string') return node;
  if (typeof node !== 'object' || node === null) return null;
  const element = node as { t?: unknown; c?: unknown; href?: unknown; level?: unknown; n?: unknown };
  if (element.t === 'br') return <br key={key} />;
  if (element.t === 'ref') return renderRef(element, key);
  const children = renderNodes(element.c, { ...ctx, depth: ctx.depth + 1 });
  if (typeof element.t === 'string' && SIMPLE_TAGS.has(element.t)) return h(element.t, { key }, children);
  if (element.t === 'h') {
    const asked = typeof element.level === 'number' ? element.level : 6;
    const level = Math.min(6, Math.max(ctx.minHeading, Math.round(asked)));
    return h(`h${level}`, { key }, children);
  }
  if (element.t === 'a') {
    const href = safeHttpUrl(element.href);
    if (href !== undefined)
      return (
        <a key={key} href={href} {...EXTERNAL_LINK}>
          {children}
        </a>
      );
  }
  return children; // an unsafe link or an unknown node: its text only
}

function renderNodes(nodes: unknown, ctx: Context): ComponentChildren[] {
  if (!Array.isArray(nodes) || ctx.depth > MAX_DEPTH) return [];
  return nodes.slice(0, MAX_CHILDREN).map((node, i) => renderNode(node, i, ctx));
}

export function RichText({ nodes, block = false, minHeading = 3, class: className }: RichTextProps) {
  const children = renderNodes(nodes, { depth: 0, minHeading });
  const classes = ['scout-rich', className].filter(Boolean).join(' ');
  return block ? (
    <div dir="auto" class={classes}>
      {children}
    </div>
  ) : (
    <bdi class={classes}>{children}</bdi>
  );
}
