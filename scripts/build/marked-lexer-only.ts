/**
 * marked's top level runs when the worker starts, in every cold start: it composes the rules' regular expressions and
 * builds a default `Marked` instance with its parser, renderers and hooks, although Scout uses marked's Lexer alone
 * (utils/worker/richtext/markdown.ts), and a worker woken for a light message never lexes (issue 27). This build-only
 * Vite plugin cuts the file before that default instance and wraps the rest in a function that runs when markdown.ts
 * first lexes; the Lexer's own code (and the Tokenizer and rules it reaches) is unchanged. Measured on the demo build
 * (issue 36: a cold `ping` beside an empty extension's, 30 cold starts a run, ten runs alternating the builds on a
 * shared machine), the worker's script evaluation took 4.8–6.5 ms (medians) with it and 12.9–33.1 ms without, and the
 * cold message 3–21 ms over the empty extension's with it and 19–49 ms without. The module exports a `Lexer` with
 * marked's static `lex` and `rules`, the only members Scout reaches.
 * A marked whose file no longer has this shape fails the build here rather than shipping the whole library unnoticed.
 */
import type { Plugin } from 'vite';
import { dependencyRewrite } from './dependency-rewrite';

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
  const body = code.slice(0, starts[0]);
  return (
    `let built;const load=()=>built??=build();function build(){${body};return ${lexer}}` +
    'export const Lexer={lex:(source,options)=>load().lex(source,options),get rules(){return load().rules}};\n'
  );
}

export const markedLexerOnly = (): Plugin => dependencyRewrite('scout-marked-lexer-only', MARKED_FILE, lexerOnly);
