/**
 * The safe rich-text tree: the only shape in which formatted API text reaches a UI.
 *
 * Parsers (snippet.ts, markdown.ts) run in the background and produce it; components only render it.
 * It is plain JSON (structured-cloneable), closed (a renderer switches over `t` and ignores anything else)
 * and small on purpose: no attributes except a link's `href` (http(s) only), a heading's level and a
 * citation's number.
 *
 * Type-only module: UI code imports it with `import type`, so no parser code reaches a UI bundle.
 */

/** Inline formatting. */
interface RichInline {
  t: 'strong' | 'em' | 'code';
  c: RichNode[];
}

/** A link; `href` has passed safeHttpUrl (absolute http/https, no credentials). */
interface RichLink {
  t: 'a';
  href: string;
  c: RichNode[];
}

/** Block containers. `li` only inside `ul`/`ol`. */
interface RichBlock {
  t: 'p' | 'ul' | 'ol' | 'li' | 'blockquote';
  c: RichNode[];
}

export type HeadingLevel = 3 | 4 | 5 | 6;

/** A heading inside a description; levels start at 3 so they nest under the UI's own h1/h2. */
interface RichHeading {
  t: 'h';
  level: HeadingLevel;
  c: RichNode[];
}

interface RichBreak {
  t: 'br';
}

/** A citation marker `[n]` pointing at a summary source (the href is safe http(s), or absent). */
interface RichRef {
  t: 'ref';
  n: number;
  href?: string;
}

export type RichElement = RichInline | RichLink | RichBlock | RichHeading | RichBreak | RichRef;

/** A text string (rendered as a text node, never parsed) or an element. */
export type RichNode = string | RichElement;
