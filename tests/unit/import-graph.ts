/**
 * Follows a module's value imports transitively (as the bundler would), so tests can check that a UI entry never
 * reaches zod, markdown-it or background code. `import type` and `export type` are erased and cost nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve('.');

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && !p.endsWith('/'));
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  return [...specs, ...[...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)];
}

const packageOf = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;

/** Every project file (relative to the root) and every package reached from `entry`. */
export function reachable(entry: string): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (target === undefined) packages.add(packageOf(spec));
      else if (/\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
}
