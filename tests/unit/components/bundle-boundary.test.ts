/**
 * Components end up in the popup and the content script (bundle budget ≤ 20 KB gzip), so they must not
 * reach zod, markdown-it or the parsers/mappers. Follows every import from components/ transitively.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { reachable } from '../import-graph';

const FORBIDDEN_PACKAGES = ['zod', 'markdown-it'];
const FORBIDDEN_MODULES = [
  'utils/richtext/snippet.ts',
  'utils/richtext/markdown.ts',
  'utils/richtext/html-tokens.ts',
  'utils/view/map-web.ts',
  'utils/view/map-place.ts',
  'utils/view/map-summary.ts',
];

describe('component bundle boundary', () => {
  const components = readdirSync('components')
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => resolve('components', f));

  it('finds the components', () => {
    expect(components.length).toBeGreaterThanOrEqual(8);
  });

  it.each(components.map((c) => [relative('.', c), c]))(
    '%s reaches no parser, mapper, zod or markdown-it',
    (_name, file) => {
      const { files, packages } = reachable(file);
      for (const pkg of FORBIDDEN_PACKAGES) expect(packages).not.toContain(pkg);
      for (const module of FORBIDDEN_MODULES) expect(files).not.toContain(module);
    },
  );

  it('would notice a forbidden import (control)', () => {
    const { packages } = reachable(resolve('utils/view/map-place.ts'));
    expect(packages).toContain('markdown-it');
  });
});
