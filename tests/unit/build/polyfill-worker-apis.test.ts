import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { WORKER_NAMESPACES, workerApisOnly } from '@/scripts/build/polyfill-worker-apis';

const POLYFILL = fs.readFileSync(
  createRequire(import.meta.url).resolve('webextension-polyfill/dist/browser-polyfill.js'),
  'utf8',
);

/** The polyfill's `browser` over a fake `chrome`, as the worker gets it (the file is UMD: `module` takes its export). */
function load(code: string, chrome: object): Record<string, Record<string, (...args: unknown[]) => unknown>> {
  const module = { exports: {} };
  vm.runInNewContext(code, { module, exports: module.exports, chrome });
  return module.exports as never;
}

/** The namespaces of the polyfill's table: what `browser.<namespace>` would look up in it. */
const tableNamespaces = (code: string) => {
  const table = code.slice(code.indexOf('const apiMetadata = {'), code.indexOf('if (Object.keys(apiMetadata)'));
  return [...table.matchAll(/^ {8}"(\w+)": \{$/gm)].map((match) => match[1]!);
};

/** Every `browser.<namespace>` Scout's code reads outside tests (the worker's and the modules it shares). */
function namespacesRead(): Set<string> {
  const files = [
    'entrypoints/background.ts',
    ...(fs.readdirSync('utils', { recursive: true }) as string[]).map((f) => path.join('utils', f)),
  ];
  const read = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bbrowser\.(\w+)/g)) read.add(match[1]!);
  }
  return read;
}

describe('polyfill-worker-apis (the worker keeps webextension-polyfill, with the table of the APIs it uses)', () => {
  const trimmed = workerApisOnly(POLYFILL);

  it('keeps every namespace of the table that Scout reads, and only those', () => {
    const table = new Set(tableNamespaces(POLYFILL));
    expect(table.has('bookmarks')).toBe(true);
    const needed = [...namespacesRead()].filter((name) => table.has(name)).sort();
    expect(needed.length).toBeGreaterThan(3);
    expect([...WORKER_NAMESPACES].sort()).toEqual(needed);
    expect(trimmed).not.toContain('"bookmarks": {');
    for (const name of needed) expect(trimmed, name).toContain(`"${name}": {`);
  });

  it('wraps a kept namespace as before: a callback API answers a promise', async () => {
    const chrome = {
      runtime: { id: 'scout', lastError: undefined },
      tabs: { get: (id: number, done: (tab: object) => void) => done({ id }) },
    };
    await expect(load(trimmed, chrome).tabs!.get!(7)).resolves.toEqual({ id: 7 });
  });

  it('fails the build when the polyfill no longer has the table it trims', () => {
    expect(() => workerApisOnly('const apiMetadata = {};')).toThrow(/apiMetadata table not found/);
    expect(() => workerApisOnly('let x = 1;')).toThrow(/apiMetadata table not found/);
  });
});
