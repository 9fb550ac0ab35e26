/**
 * Components end up in the popup and the content script (bundle budget ≤ 20 KB gzip), so they must not
 * reach zod, markdown-it or the parsers/mappers. Follows every import from components/ transitively.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve('.');
const FORBIDDEN_PACKAGES = ['zod', 'markdown-it'];
const FORBIDDEN_MODULES = ['utils/richtext/snippet.ts', 'utils/richtext/markdown.ts', 'utils/richtext/html-tokens.ts', 'utils/view/map-web.ts', 'utils/view/map-place.ts', 'utils/view/map-summary.ts'];

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && !p.endsWith('/'));
}

/** Value imports only: `import type` and `export type` are erased and cost nothing. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return [...specs, ...[...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)];
}

function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (target === undefined) packages.add(spec.startsWith('@') && !spec.startsWith('@/') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      else if (/\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return { files, packages };
}

describe('component bundle boundary', () => {
  const components = readdirSync('components').filter((f) => f.endsWith('.tsx')).map((f) => resolve('components', f));

  it('finds the components', () => {
    expect(components.length).toBeGreaterThanOrEqual(8);
  });

  it.each(components.map((c) => [relative(ROOT, c), c]))('%s reaches no parser, mapper, zod or markdown-it', (_name, file) => {
    const { files, packages } = reachable(file);
    for (const pkg of FORBIDDEN_PACKAGES) expect(packages).not.toContain(pkg);
    const reached = [...files].map((f) => relative(ROOT, f));
    for (const module of FORBIDDEN_MODULES) expect(reached).not.toContain(module);
  });

  it('would notice a forbidden import (control)', () => {
    const { packages } = reachable(resolve('utils/view/map-place.ts'));
    expect(packages).toContain('markdown-it');
  });
});
