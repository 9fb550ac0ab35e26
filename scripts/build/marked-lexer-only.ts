/**
 * marked ships one pre-minified ES module whose last statements build a default `Marked` instance and hang its
 * parser, renderers and hooks on the `marked` function. A bundler must keep those statements (they have effects), and
 * with them the HTML renderer and parser, although Scout uses marked's Lexer alone (utils/worker/richtext/markdown.ts):
 * 3 KB of gzip in every cold start of the worker. This build-only Vite plugin cuts the file before that default
 * instance and exports the Lexer alone; the Lexer's own code (and the Tokenizer and rules it reaches) is unchanged.
 * A marked whose file no longer has this shape fails the build here rather than shipping the whole library unnoticed.
 */
import type { Plugin } from 'vite';

const MARKED_FILE = /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/;

/** The module's code with only its `Lexer` export, from `new Marked()` (the default instance) on removed. */
export function lexerOnly(code: string): string {
  const exported = /export\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/.exec(code);
  const local = (name: string) => exported?.[1]?.match(new RegExp(`(?:^|,)([\\w$]+) as ${name}(?:,|$)`))?.[1];
  const lexer = local('Lexer');
  const marked = local('Marked');
  if (!lexer || !marked) throw new Error('marked-lexer-only: marked.esm.js no longer exports Lexer and Marked');
  const instance = new RegExp(`var [\\w$]+=new ${marked.replace(/\$/g, '\\$')};`, 'g');
  const starts = [...code.matchAll(instance)].map((match) => match.index);
  if (starts.length !== 1) throw new Error("marked-lexer-only: marked.esm.js's default instance not found once");
  return `${code.slice(0, starts[0])}export{${lexer} as Lexer};\n`;
}

export function markedLexerOnly(): Plugin {
  return {
    name: 'scout-marked-lexer-only',
    apply: 'build',
    transform(code, id) {
      return MARKED_FILE.test(id) ? { code: lexerOnly(code), map: null } : undefined;
    },
  };
}
