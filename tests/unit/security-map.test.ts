// @vitest-environment node
/**
 * docs/security.md maps every adversarial case of the security plan to the tests that cover it. The plan is read
 * from docs/security-plan.md (the repository's copy: a clean clone has no ../shared), so a case added to the plan
 * and not mapped, or a mapped test renamed or deleted, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Case ids are the first cell of the plan's case tables: `| A1 | …`. */
function caseIds(plan: string): string[] {
  return [...plan.matchAll(/^\|\s*([A-G]\d+)\s*\|/gm)].map((match) => match[1]!);
}

interface Reference {
  file: string;
  title: string;
}

/** The map's rows: case id → the `file` › `title` pairs named in its second cell. */
function caseMap(doc: string): Map<string, Reference[]> {
  const map = new Map<string, Reference[]>();
  for (const [, id, cell] of doc.matchAll(/^\|\s*([A-G]\d+)\s*\|(.*)\|\s*$/gm)) {
    const refs = [...cell!.matchAll(/`([^`]+\.(?:ts|tsx))`\s*›\s*`([^`]+)`/g)].map(([, file, title]) => ({
      file: file!,
      title: title!,
    }));
    map.set(id!, refs);
  }
  return map;
}

const plan = read('docs/security-plan.md');
const map = caseMap(read('docs/security.md'));

describe('docs/security.md case map', () => {
  it('the plan copy has the cases A1 … G2', () => {
    const ids = caseIds(plan);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids).toEqual(expect.arrayContaining(['A1', 'A11', 'B7', 'C8', 'D12', 'E6', 'F6', 'G1', 'G2']));
  });

  it('maps every case of the plan to at least one test', () => {
    const missing = caseIds(plan).filter((id) => (map.get(id) ?? []).length === 0);
    expect(missing).toEqual([]);
  });

  it('names only cases the plan has', () => {
    const known = new Set(caseIds(plan));
    expect([...map.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  it('names only test files that exist and test titles they contain', () => {
    const broken: string[] = [];
    for (const [id, refs] of map) {
      for (const { file, title } of refs) {
        const full = path.join(ROOT, file);
        if (!fs.existsSync(full)) broken.push(`${id}: ${file} does not exist`);
        else if (!fs.readFileSync(full, 'utf8').includes(title)) broken.push(`${id}: ${file} has no test "${title}"`);
      }
    }
    expect(broken).toEqual([]);
  });
});
