// @vitest-environment node
/**
 * ARCHITECTURE.md, README.md and the other documents name the repository's folders and files; a rename or a deletion
 * must not leave them naming what is gone (issue 23). Two kinds of names are checked: a path from the repository's root
 * (`utils/worker/api/cache.ts`, `entrypoints/in-page/`) must exist, and a file name in backticks without its folder
 * (`use-app.ts`, `summary/job-lock.ts`) must be the end of some file's path. The comments' citations of the reference
 * documents are checked by tests/unit/docs-citations.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** CHANGELOG.md is left out: it tells what was, under the names of the time. */
const DOCS = [
  'ARCHITECTURE.md',
  'README.md',
  'docs/security.md',
  'docs/benchmarks.md',
  'SOURCE_BUILD.md',
  'PRIVACY.md',
  // The decisions ARCHITECTURE.md links to, one file each.
  ...readdirSync('docs/decisions').map((file) => `docs/decisions/${file}`),
];
const SKIPPED = new Set(['node_modules', '.git', '.output', '.wxt', 'demo']);
/** Names of what a build or a run makes, never files of the repository. */
const BUILT = new Set([
  'background.js', // the worker's bundle
  'in-page.js', // the content script's bundle
  'panel.html', // entrypoints/panel/index.html, built
  'sidepanel.html', // entrypoints/sidepanel/index.html, built
  'privacy.html', // PRIVACY.md, written into every build by modules/privacy-page.ts
  'bench/results.json', // written by npm run bench
  'demo/', // the demo's screenshots without a display (npm run demo)
  '.wxt/', // made by `wxt prepare` (npm install's postinstall)
]);

const files: string[] = (readdirSync('.', { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => !SKIPPED.has(file.split('/')[0]!));
const roots = new Set(files.filter((file) => !file.includes('/')));

/** A repository path, without a trailing slash or a wildcard's tail (`store/screenshots/*.png` → `store/screenshots`). */
function bare(path: string): string {
  return path.replace(/\/?[*<].*$/, '').replace(/\/$/, '');
}

/** Names in a document: [document, name, whether it is a path from the root]. */
function named(doc: string): [string, string, boolean][] {
  const text = readFileSync(doc, 'utf8');
  const found: [string, string, boolean][] = [];
  // Anywhere, in code spans, links and the diagrams alike: a path whose first folder is one of the repository's.
  for (const m of text.matchAll(/(?<![\w./@-])((?:[\w.-]+\/)+[\w.*<>-]*)/g)) {
    const path = m[1]!.replace(/[.,:;]+$/, '');
    if (roots.has(path.split('/')[0]!)) found.push([doc, path, true]);
  }
  // In code spans: a file name, maybe with some of its folders, that is not a path from the root.
  for (const m of text.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs|js|json|md|css|html|sh))`/g)) {
    const name = m[1]!;
    if (!roots.has(name.split('/')[0]!)) found.push([doc, name, false]);
  }
  // In code spans: a folder by its own name (`highlight/`, `summary/`).
  for (const m of text.matchAll(/`([\w.-]+\/)`/g)) {
    if (!roots.has(m[1]!.slice(0, -1))) found.push([doc, m[1]!, false]);
  }
  return found;
}

function exists(name: string, fromRoot: boolean): boolean {
  if (BUILT.has(name) || name.startsWith('.output/')) return true;
  if (fromRoot) return existsSync(bare(name));
  const path = bare(name);
  return files.some((file) => file === path || file.endsWith(`/${path}`));
}

describe('the documents', () => {
  const names = DOCS.flatMap(named);

  it('find the names they give (control)', () => {
    for (const doc of ['ARCHITECTURE.md', 'README.md'])
      expect(names.filter(([d]) => d === doc).length, doc).toBeGreaterThan(20);
    expect(names.filter(([, , fromRoot]) => !fromRoot).length).toBeGreaterThan(20);
  });

  it('name only folders and files that exist', () => {
    const missing = names.filter(([, name, fromRoot]) => !exists(name, fromRoot)).map((entry) => entry.join(': '));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('would see a folder that is gone (control)', () => {
    expect(exists('entrypoints/content/', true)).toBe(false);
    expect(exists('views.ts', false)).toBe(false);
    expect(exists('content/', false)).toBe(false);
  });
});
