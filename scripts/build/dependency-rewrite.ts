/**
 * What the build-only rewrites of a dependency's file share (marked-lexer-only.ts, polyfill-worker-apis.ts): the Vite
 * plugin that hands them that one file, and the shape of the syntax tree nodes they read (`parseAst`'s ESTree).
 */
import type { Plugin } from 'vite';

/** An ESTree node with the offsets the rewrites cut at. */
export type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

/** A plugin, for builds only, that passes the file `file` matches through `rewrite` (other files are left alone). */
export function dependencyRewrite(name: string, file: RegExp, rewrite: (code: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      return file.test(id) ? { code: rewrite(code), map: null } : undefined;
    },
  };
}
