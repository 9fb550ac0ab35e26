// @vitest-environment node
/**
 * docs/security.md maps every adversarial case of the security plan to the tests that cover it. The plan is read
 * from docs/security-plan.md (the repository's copy: a clean clone has no ../shared), so a case added to the plan
 * and not mapped, or a mapped test renamed, deleted or skipped, fails here. Test files are parsed (TypeScript's own
 * parser), so a title only in a comment, a string elsewhere or a skipped test does not count as a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Case ids are the first cell of the plan's case tables: `| A1 | …`. */
function caseIds(plan: string): string[] {
  return [...plan.matchAll(/^\|\s*([A-H]\d+)\s*\|/gm)].map((match) => match[1]!);
}

interface Reference {
  file: string;
  title: string;
}

/** The map's rows: case id → the `file` › `title` pairs named in its second cell. */
function caseMap(doc: string): Map<string, Reference[]> {
  const map = new Map<string, Reference[]>();
  for (const [, id, cell] of doc.matchAll(/^\|\s*([A-H]\d+)\s*\|(.*)\|\s*$/gm)) {
    const refs = [...cell!.matchAll(/`([^`]+\.(?:ts|tsx))`\s*›\s*`([^`]+)`/g)].map(([, file, title]) => ({
      file: file!,
      title: title!,
    }));
    map.set(id!, refs);
  }
  return map;
}

/** What may follow `it`, `test` or `describe` in a call that declares a test or a suite (`()`: a call, as `it.each(…)`). */
const MODIFIERS = new Set(['only', 'concurrent', 'sequential', 'each', 'for', '()', 'describe', 'serial', 'parallel']);
/** Modifiers that keep a test from running, always or on a condition. */
const SKIPPING = new Set(['skip', 'todo', 'fixme', 'fails', 'skipIf', 'runIf']);

/** `it.each(table)` → ['it', 'each', '()']; undefined for anything that is not a chain of names and calls. */
function calleeChain(node: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) {
    const base = calleeChain(node.expression);
    return base && [...base, node.name.text];
  }
  if (ts.isCallExpression(node)) {
    const base = calleeChain(node.expression);
    return base && [...base, '()'];
  }
  return undefined;
}

/** A title as written: a string, or a template as its source text (`the ${name} manifest`). */
function titleOf(node: ts.Expression | undefined, source: ts.SourceFile): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/**
 * The titles of the tests that run in a test file (vitest or Playwright), and of the suites that hold one: not those
 * skipped (`skip`, `todo`, `fixme`, `fails`, `skipIf`, `runIf`, or inside a skipped suite), and nothing that only looks
 * like a title (a comment, a string that is not a test's title).
 */
function runnableTitles(code: string, fileName: string): Set<string> {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const titles = new Set<string>();
  /** Whether `node` declares a test that runs. */
  const visit = (node: ts.Node, skipped: boolean): boolean => {
    const declared = ts.isCallExpression(node) ? declaration(node) : undefined;
    if (!declared) {
      let runs = false;
      node.forEachChild((child) => {
        runs = visit(child, skipped) || runs;
      });
      return runs;
    }
    const off = skipped || declared.skipped;
    let runs = !declared.suite && !off;
    for (const arg of (node as ts.CallExpression).arguments) runs = visit(arg, off) || runs;
    if (runs) titles.add(declared.title);
    return runs;
  };
  const declaration = (call: ts.CallExpression) => {
    const chain = calleeChain(call.expression);
    const title = titleOf(call.arguments[0], source);
    if (!chain || title === undefined || !['it', 'test', 'describe'].includes(chain[0]!)) return undefined;
    const rest = chain.slice(1);
    if (!rest.every((name) => MODIFIERS.has(name) || SKIPPING.has(name))) return undefined;
    const suite = chain[0] === 'describe' || rest.includes('describe');
    return { title, suite, skipped: rest.some((name) => SKIPPING.has(name)) };
  };
  visit(source, false);
  return titles;
}

describe('runnableTitles (control)', () => {
  const code = `
    // it('only in a comment', () => {});
    /* test('only in a block comment', () => {}); */
    const text = 'only a string';
    describe('a suite', () => {
      it('runs', () => {});
      it.skip('is skipped', () => {});
      it.todo('is to do');
      it.skipIf(true)('is skipped on a condition', () => {});
      it.each([1, 2])('runs for %s', () => {});
      describe.skip('a skipped suite', () => {
        it('does not run either', () => {});
      });
      describe('a suite of skipped tests only', () => {
        it.skip('skipped too', () => {});
      });
    });
    test.describe('a Playwright suite', () => {
      test(\`runs on \${'chromium'}\`, async () => {});
      test.fixme('is broken', async () => {});
      test.skip(({ browserName }) => browserName === 'firefox');
    });
  `;
  it('finds the tests that run, and the suites that hold them, and nothing else', () => {
    expect([...runnableTitles(code, 'example.test.ts')].sort()).toEqual(
      ['a suite', 'runs', 'runs for %s', 'a Playwright suite', "runs on ${'chromium'}"].sort(),
    );
  });
});

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

  it('names only test files that exist and tests in them that run', () => {
    const titles = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const [id, refs] of map) {
      for (const { file, title } of refs) {
        const full = path.join(ROOT, file);
        if (!fs.existsSync(full)) {
          broken.push(`${id}: ${file} does not exist`);
          continue;
        }
        if (!titles.has(file)) titles.set(file, runnableTitles(fs.readFileSync(full, 'utf8'), file));
        if (!titles.get(file)!.has(title)) broken.push(`${id}: ${file} runs no test "${title}"`);
      }
    }
    expect(broken).toEqual([]);
    // Parsing every mapped test file with TypeScript's parser takes seconds on a loaded machine.
  }, 30_000);
});
