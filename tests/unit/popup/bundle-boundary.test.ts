/**
 * The popup is a thin client (bundle budget ≤ 20 KB gzip): from its entry, no value import may reach zod,
 * markdown-it, the rich-text parsers, the view mappers or the background's layers. Follows imports transitively.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve('.');
const FORBIDDEN_PACKAGES = ['zod', 'markdown-it'];
const FORBIDDEN_PREFIXES = ['utils/api/', 'utils/services/', 'utils/background/', 'utils/view/map-', 'utils/storage/'];
const FORBIDDEN_MODULES = ['utils/richtext/snippet.ts', 'utils/richtext/markdown.ts', 'utils/richtext/html-tokens.ts', 'utils/messaging/router.ts', 'utils/settings/schema.ts'];

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && !p.endsWith('/'));
}

/** Value imports only: `import type` is erased and costs nothing. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return [...specs, ...[...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)];
}

function reachable(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (target === undefined) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      else if (/\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
}

describe('popup bundle boundary', () => {
  const { files, packages } = reachable(resolve('entrypoints/popup/main.tsx'));

  it('reaches the popup, the shared components and the UI messaging helpers', () => {
    expect(files).toContain('entrypoints/popup/App.tsx');
    expect(files).toContain('components/PlaceCard.tsx');
    expect(files).toContain('utils/messaging/client.ts');
  });

  it('reaches no zod, markdown-it, parser, mapper or background module', () => {
    for (const pkg of FORBIDDEN_PACKAGES) expect(packages).not.toContain(pkg);
    for (const file of files) {
      expect(FORBIDDEN_MODULES, file).not.toContain(file);
      for (const prefix of FORBIDDEN_PREFIXES) expect(file.startsWith(prefix), file).toBe(false);
    }
  });

  it('would notice a forbidden import (control)', () => {
    const background = reachable(resolve('utils/background/handlers.ts'));
    expect(background.packages).toContain('zod');
    expect(background.files.some((f) => f.startsWith('utils/services/'))).toBe(true);
  });
});
