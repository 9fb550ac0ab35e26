/**
 * The options page is a thin client: it must reach neither zod, markdown-it, nor the background's modules (API client,
 * services, storage, mappers, parsers). Follows every value import from its entry; `import type` costs nothing.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { reachable } from '../import-graph';

const ENTRY = resolve('entrypoints/options/main.tsx');

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
    const forbidden = files.filter(
      (f) =>
        /^utils\/(api|services|storage|background|richtext|view)\//.test(f) ||
        f === 'utils/settings/schema.ts' ||
        f === 'utils/messaging/protocol.ts',
    );
    expect(forbidden).toEqual([]);
  });

  it('would notice a forbidden import (control)', () => {
    expect(reachable(resolve('utils/settings/service.ts')).packages).toContain('zod');
  });
});
