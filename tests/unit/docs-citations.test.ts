// @vitest-environment node
/**
 * Comments cite the reference documents by section ("docs/api-reference.md §1.1", "docs/security-plan.md C7"). The
 * documents are copies in docs/ (a clean clone has no ../shared), so every cited section must exist there, and no
 * comment may cite a document the repository does not hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIRS = ['entrypoints', 'components', 'utils', 'emulator', 'scripts', 'tests'];
const DOCS = {
  'docs/api-reference.md': /^#{2,3} (\d+(?:\.\d+)?)[. ]/gm,
  'docs/answers-api.md': /^#{2,3} (\d+(?:\.\d+)?)[. ]/gm,
  'docs/security-plan.md': /^\| ([A-H]\d+) \|/gm,
} as const;
type Doc = keyof typeof DOCS;

const sources = SOURCE_DIRS.flatMap((dir) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx|css|md)$/.test(f))
    .map((f) => join(dir, f)),
);

/** A document's section ids; the numbered items of a "## N." section count as N.1, N.2 … (e.g. "Still uncertain"). */
function sections(doc: Doc): Set<string> {
  const text = readFileSync(doc, 'utf8');
  const ids = new Set([...text.matchAll(DOCS[doc])].map((m) => m[1]!));
  for (const part of text.split(/^(?=## )/m)) {
    const top = /^## (\d+)\./.exec(part)?.[1];
    if (top) for (const item of part.matchAll(/^(\d+)\. /gm)) ids.add(`${top}.${item[1]}`);
  }
  return ids;
}

/** Every "doc §1.2, §3" or "doc C1/C2, D8" citation, as [file, doc, section]. */
function citations(): [string, Doc, string][] {
  const found: [string, Doc, string][] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /(docs\/(?:api-reference|answers-api|security-plan)\.md)((?:[ ,/–-]*(?:§\d+(?:\.\d+)?|[A-H]\d+\b))+)/g,
    )) {
      for (const id of m[2]!.match(/§\d+(?:\.\d+)?|[A-H]\d+/g) ?? [])
        found.push([file, m[1] as Doc, id.replace('§', '')]);
    }
  }
  return found;
}

describe('citations of the reference documents', () => {
  const cited = citations();

  it('finds the citations (control)', () => {
    expect(cited.length).toBeGreaterThan(50);
    for (const doc of Object.keys(DOCS) as Doc[])
      expect(
        cited.some(([, d]) => d === doc),
        doc,
      ).toBe(true);
  });

  it('name sections that exist in the repository copies', () => {
    const known = Object.fromEntries((Object.keys(DOCS) as Doc[]).map((doc) => [doc, sections(doc)]));
    const missing = cited.filter(([, doc, id]) => !known[doc]!.has(id)).map((c) => c.join(' '));
    expect(missing).toEqual([]);
  });

  it('never name a document outside the repository', () => {
    const outside = sources.filter(
      (file) =>
        file !== 'tests/unit/docs-citations.test.ts' &&
        /\b(API-REFERENCE|ANSWERS-API|SECURITY-PLAN|IN-PAGE-NOTES|TOOLCHAIN)\b|\.\.\/shared\//.test(
          readFileSync(file, 'utf8'),
        ),
    );
    expect(outside).toEqual([]);
  });
});
