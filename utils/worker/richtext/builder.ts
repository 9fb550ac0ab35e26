/**
 * Builds a RichNode tree from a stream of open/close/text events, within fixed bounds.
 *
 * Both parsers feed it, so limits are enforced in one place: total text length (then `…` and the builder
 * stops accepting text), nesting depth (deeper opens are refused; their text still lands in the nearest
 * open element) and element count. Elements that end up empty are dropped. Every string is cleaned
 * (invisible and bidi controls removed) on the way in.
 */
import type { RichElement, RichNode } from '../../ui-safe/richtext/tree';
import { cleanText, cutAt, ELLIPSIS } from '../../ui-safe/richtext/text';

export interface BuildLimits {
  /** Maximum characters of text in the whole tree. */
  maxChars: number;
  /** Maximum element nesting. */
  maxDepth: number;
  /** Maximum number of elements (text nodes not counted). */
  maxElements: number;
}

type Container = Exclude<RichElement, { t: 'br' } | { t: 'ref' }>;
type ContainerHead = Container extends infer E ? (E extends Container ? Omit<E, 'c'> : never) : never;

export class TreeBuilder {
  private readonly root: RichNode[] = [];
  private readonly stack: Container[] = [];
  private chars = 0;
  private elements = 0;
  private truncated = false;

  constructor(private readonly limits: BuildLimits) {}

  /** True once the text budget is spent: callers may stop feeding input. */
  get full(): boolean {
    return this.truncated;
  }

  private get children(): RichNode[] {
    return this.stack.length === 0 ? this.root : this.stack[this.stack.length - 1]!.c;
  }

  /** Appends text (merged with a preceding string). */
  text(raw: string): void {
    if (this.truncated) return;
    let text = cleanText(raw);
    if (text === '') return;
    const room = this.limits.maxChars - this.chars;
    if (text.length > room) {
      text = cutAt(text, room) + ELLIPSIS;
      this.truncated = true;
    }
    this.chars += text.length;
    const children = this.children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  }

  /** Adds a space unless the output already ends in whitespace: dropped block tags must not glue words together. */
  space(): void {
    const children = this.children;
    const last = children[children.length - 1];
    if (last === undefined || (typeof last === 'string' && /\s$/.test(last))) return;
    this.text(' ');
  }

  /** Opens an element; returns false (and opens nothing) when a limit is reached. */
  open(head: ContainerHead): boolean {
    if (this.truncated || this.stack.length >= this.limits.maxDepth || this.elements >= this.limits.maxElements) {
      return false;
    }
    const element = { ...head, c: [] } as Container;
    this.children.push(element);
    this.stack.push(element);
    this.elements += 1;
    return true;
  }

  /** Adds an element without children (line break, citation marker). */
  leaf(element: Extract<RichElement, { t: 'br' } | { t: 'ref' }>): void {
    if (this.truncated || this.elements >= this.limits.maxElements) return;
    this.children.push(element);
    this.elements += 1;
  }

  /** Closes the innermost open element. */
  close(): void {
    const element = this.stack.pop();
    if (element && element.c.length === 0) this.dropLast(element);
  }

  /** Whether an element with tag `t` is open. */
  isOpen(t: Container['t']): boolean {
    return this.stack.some((element) => element.t === t);
  }

  /** Closes elements up to and including the innermost `t` (mis-nested markup); no-op if none is open. */
  closeTo(t: Container['t']): void {
    if (!this.isOpen(t)) return;
    for (;;) {
      const top = this.stack[this.stack.length - 1];
      this.close();
      if (top?.t === t) return;
    }
  }

  /** Closes everything and returns the tree. */
  finish(): RichNode[] {
    while (this.stack.length > 0) this.close();
    return this.root;
  }

  private dropLast(element: Container): void {
    const siblings = this.children;
    if (siblings[siblings.length - 1] === element) siblings.pop();
  }
}
