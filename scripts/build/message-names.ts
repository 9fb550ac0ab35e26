/**
 * Short message names in the build: each message is named in the shipped locales and in the shipped code by one or two
 * letters (`a`…`z`, `aa`…`z9`) instead of its name in public/_locales (`options_locationAskHelp`). The names stood
 * in both locales' messages.json and in every script that shows a message; shortened, the store zip is about 3 KB
 * smaller. The sources, the tests run on them and the translators keep the real names.
 *
 * A build-only Vite plugin rewrites every string literal of Scout's own modules that is a message's name, after
 * TypeScript and JSX are compiled away: `t('placeRating')`, a table's `heading: 'options_keyHeading'` and a JSX
 * attribute alike. A message name whose text also means something else in Scout's code (a state, an API parameter,
 * an error kind) cannot be told from that other use by its literal, so those ship under their own names (`KEPT_NAMES`;
 * tests/unit/build/message-names.test.ts finds them in the sources and fails when one is missing here). The manifest's
 * `__MSG_name__` strings and the locales' keys get the same short names (wxt.config.ts, locale-messages.ts).
 */
import { parseAst, type Plugin } from 'vite';
import type { AstNode } from './dependency-rewrite';

/** Message names that are also Scout's words for something else, shipped as they are. */
export const KEPT_NAMES: readonly string[] = ['loading', 'retry', 'searching', 'safesearch', 'summaryFailed'];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const SECOND = LETTERS + DIGITS;

/** The index-th short name: `a`…`z`, then `aa`…`z9`, lower case because browsers match message names in any case. */
export function shortName(index: number): string {
  if (index < LETTERS.length) return LETTERS[index]!;
  const rest = index - LETTERS.length;
  if (rest >= LETTERS.length * SECOND.length) throw new Error('message-names: more messages than two-letter names');
  return LETTERS[Math.floor(rest / SECOND.length)]! + SECOND[rest % SECOND.length]!;
}

/** Each message's shipped name, by its name in the default locale's messages.json (the kept ones are left out). */
export function messageNames(defaultMessages: Record<string, unknown>): ReadonlyMap<string, string> {
  const names = Object.keys(defaultMessages).filter((name) => !KEPT_NAMES.includes(name));
  return new Map(names.map((name, index) => [name, shortName(index)]));
}

/** `__MSG_name__` (the manifest's reference to a message) with the message's shipped name. */
export const renameManifestText = (text: string, names: ReadonlyMap<string, string>): string =>
  text.replace(/__MSG_(\w+)__/g, (match, name: string) => (names.has(name) ? `__MSG_${names.get(name)}__` : match));

/** A string literal's text (`'x'`, `"x"`, or a template literal without substitutions), or undefined. */
function literalText(node: AstNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type !== 'TemplateLiteral' || (node.expressions as unknown[]).length !== 0) return undefined;
  const [quasi] = node.quasis as { value: { cooked?: string | null } }[];
  return quasi?.value.cooked ?? undefined;
}

/** Every AST node under `node`, in no particular order. */
function* nodesOf(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
  } else if (typeof node === 'object' && node !== null) {
    if (typeof (node as AstNode).type === 'string') yield node as AstNode;
    for (const value of Object.values(node)) if (typeof value === 'object') yield* nodesOf(value);
  }
}

/** The module's JavaScript with each string literal that names a message replaced by the message's shipped name. */
export function renameMessages(code: string, names: ReadonlyMap<string, string>): string {
  const cuts: { start: number; end: number; name: string }[] = [];
  for (const node of nodesOf(parseAst(code))) {
    const text = literalText(node);
    const name = text === undefined ? undefined : names.get(text);
    // A property key (`{ 'x': 1 }`) is a literal too: renamed alike, it keeps meaning the same message.
    if (name !== undefined) cuts.push({ start: node.start, end: node.end, name });
  }
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((text, cut) => `${text.slice(0, cut.start)}'${cut.name}'${text.slice(cut.end)}`, code);
}

/** The plugin: Scout's own modules, once compiled to JavaScript, with their message names shortened. */
export function messageNamesPlugin(names: ReadonlyMap<string, string>): Plugin {
  const quoted = new RegExp(`['"\`](?:${[...names.keys()].join('|')})['"\`]`);
  return {
    name: 'scout-message-names',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
      if (file.includes('/node_modules/') || id.startsWith('\0') || !/\.[cm]?[jt]sx?$/.test(file)) return undefined;
      return quoted.test(code) ? { code: renameMessages(code, names), map: null } : undefined;
    },
  };
}
