// Section components end up in the popup bundle: like the other components they must not reach parsers, mappers or zod.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { reachable } from '../../import-graph';

const FORBIDDEN_PACKAGES = ['zod', 'markdown-it'];
const FORBIDDEN = /^utils\/(richtext\/(snippet|markdown|html-tokens)\.ts|view\/map-[a-z-]+\.ts|api\/)/;

describe('section components bundle boundary', () => {
  const files = readdirSync('components/sections')
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => resolve('components/sections', f));

  it('finds the section components', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it.each(files.map((f) => [relative('.', f), f]))(
    '%s reaches no parser, mapper, API schema, zod or markdown-it',
    (_name, file) => {
      const { files: reached, packages } = reachable(file);
      for (const pkg of FORBIDDEN_PACKAGES) expect(packages).not.toContain(pkg);
      expect(reached.filter((f) => FORBIDDEN.test(f))).toEqual([]);
    },
  );

  it('would notice a mapper (control)', () => {
    expect(
      reachable(resolve('utils/view/map-sections.ts')).files.filter((f) => FORBIDDEN.test(f)).length,
    ).toBeGreaterThan(0);
  });
});
