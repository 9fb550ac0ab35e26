/**
 * The popup is a thin client (bundle budget ≤ 20 KB gzip): from its entry, no value import may reach zod,
 * markdown-it, the rich-text parsers, the view mappers or the background's layers. Follows imports transitively.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { reachable } from '../import-graph';

const FORBIDDEN_PACKAGES = ['zod', 'markdown-it'];
const FORBIDDEN_PREFIXES = ['utils/api/', 'utils/services/', 'utils/background/', 'utils/view/map-', 'utils/storage/'];
const FORBIDDEN_MODULES = [
  'utils/richtext/snippet.ts',
  'utils/richtext/markdown.ts',
  'utils/richtext/html-tokens.ts',
  'utils/messaging/router.ts',
  'utils/settings/schema.ts',
];

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
