/**
 * The options page is a thin client: it must reach neither zod, markdown-it, nor the background's modules (API client,
 * services, storage, mappers, parsers). Follows every value import from its entry; `import type` costs nothing.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve('.');
const ENTRY = resolve('entrypoints/options/main.tsx');

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && !p.endsWith('/'));
}

function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const from = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  const bare = [...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return [...from, ...bare];
}

function reachable(entry: string): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of valueImports(file)) {
      const target = resolveImport(file, spec);
      if (target === undefined) packages.add(spec.startsWith('@') && !spec.startsWith('@/') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      else if (/\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
}

describe('options page bundle boundary', () => {
  const { files, packages } = reachable(ENTRY);

  it('reaches its own modules, the shared components and the messaging client', () => {
    expect(files).toContain('entrypoints/options/App.tsx');
    expect(files).toContain('components/ErrorNotice.tsx');
    expect(files).toContain('utils/messaging/client.ts');
  });

  it('reaches no zod and no markdown-it', () => {
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('markdown-it');
  });

  it("reaches none of the background's modules", () => {
    const forbidden = files.filter((f) => /^utils\/(api|services|storage|background|richtext|view)\//.test(f) || f === 'utils/settings/schema.ts' || f === 'utils/messaging/protocol.ts');
    expect(forbidden).toEqual([]);
  });

  it('would notice a forbidden import (control)', () => {
    expect(reachable(resolve('utils/settings/service.ts')).packages).toContain('zod');
  });
});
