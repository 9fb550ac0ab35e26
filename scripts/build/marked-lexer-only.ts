/**
 * marked ships one pre-minified ES module whose last statements build a default `Marked` instance and hang its
 * parser, renderers and hooks on the `marked` function. A bundler must keep those statements (they have effects), and
 * with them the HTML renderer and parser, although Scout uses marked's Lexer alone (utils/worker/richtext/markdown.ts):
 * 3 KB of gzip in every cold start of the worker. This build-only Vite plugin cuts the file before that default
 * instance and exports the Lexer alone; the Lexer's own code (and the Tokenizer and rules it reaches) is unchanged.
 * It also drops the Lexer's rule sets for the `pedantic` and `breaks` options, which markdown.ts never sets (it lexes
 * with `{ gfm: true }` alone): marked builds them when it loads, in every cold start, and they are 0.6 KB of gzip.
 * The rest of the file runs when markdown.ts first lexes, not when the worker starts: its top level composes the
 * rules' regular expressions, and a worker woken for a light message never lexes (issue 27). The module exports a
 * `Lexer` with marked's static `lex` and `rules`, the only members Scout reaches.
 * A marked whose file no longer has this shape fails the build here rather than shipping the whole library unnoticed.
 */
import { parseAst, type Plugin } from 'vite';
import { dependencyRewrite, type AstNode } from './dependency-rewrite';

const MARKED_FILE = /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/;

/**
 * The module's code with only its `Lexer` export, from `new Marked()` (the default instance) on removed, and its top
 * level run on the first use of that export.
 */
export function lexerOnly(code: string): string {
  const exported = /export\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/.exec(code);
  const local = (name: string) => exported?.[1]?.match(new RegExp(`(?:^|,)([\\w$]+) as ${name}(?:,|$)`))?.[1];
  const lexer = local('Lexer');
  const marked = local('Marked');
  if (!lexer || !marked) throw new Error('marked-lexer-only: marked.esm.js no longer exports Lexer and Marked');
  const instance = new RegExp(`var [\\w$]+=new ${marked.replace(/\$/g, '\\$')};`, 'g');
  const starts = [...code.matchAll(instance)].map((match) => match.index);
  if (starts.length !== 1) throw new Error("marked-lexer-only: marked.esm.js's default instance not found once");
  const body = withoutUnusedRules(code.slice(0, starts[0]));
  return (
    `let built;const load=()=>built??=build();function build(){${body};return ${lexer}}` +
    'export const Lexer={lex:(source,options)=>load().lex(source,options),get rules(){return load().rules}};\n'
  );
}

/** marked's rule tables: `{normal,gfm,pedantic}` for blocks, `{normal,gfm,breaks,pedantic}` for inline text. */
const RULE_TABLES = ['normal,gfm,pedantic', 'normal,gfm,breaks,pedantic'];
/** The rule sets of options markdown.ts never sets. */
const UNUSED_RULES = new Set(['pedantic', 'breaks']);

// A spread (`{...rules}`) has no key.
type Property = AstNode & { key?: AstNode & { name?: string }; value?: AstNode & { name?: string } };
type Declarator = AstNode & {
  id: AstNode & { name?: string };
  init: (AstNode & { properties?: Property[] }) | null;
};

/** The code with the unused rule sets' entries taken out of the tables and their definitions left as `void 0`. */
function withoutUnusedRules(code: string): string {
  const declarators: Declarator[] = [];
  for (const statement of parseAst(code).body as unknown as AstNode[]) {
    if (statement.type === 'VariableDeclaration') declarators.push(...(statement.declarations as Declarator[]));
  }
  const tables = declarators.filter(({ init }) =>
    RULE_TABLES.includes((init?.properties ?? []).map((property) => property.key?.name).join(',')),
  );
  if (tables.length !== RULE_TABLES.length) throw new Error("marked-lexer-only: marked's rule tables not found");
  const cuts: { start: number; end: number; text: string }[] = [];
  for (const table of tables) {
    const properties = table.init!.properties!;
    const kept = properties.filter((property) => !UNUSED_RULES.has(property.key?.name ?? ''));
    cuts.push({
      start: table.init!.start,
      end: table.init!.end,
      text: `{${kept.map((p) => code.slice(p.start, p.end))}}`,
    });
    for (const property of properties.filter((p) => !kept.includes(p))) {
      const definition = declarators.find((d) => d.id.name === property.value?.name && d.init);
      if (!definition) throw new Error(`marked-lexer-only: the ${property.key?.name} rules' definition not found`);
      cuts.push({ start: definition.init!.start, end: definition.init!.end, text: 'void 0' });
    }
  }
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((text, cut) => text.slice(0, cut.start) + cut.text + text.slice(cut.end), code);
}

export const markedLexerOnly = (): Plugin => dependencyRewrite('scout-marked-lexer-only', MARKED_FILE, lexerOnly);
