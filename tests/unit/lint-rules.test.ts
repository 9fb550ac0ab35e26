// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint step must actually catch raw-HTML and dynamic-code sinks (SECURITY-PLAN G2). */
describe('eslint config', () => {
  const eslint = new ESLint();
  const lint = async (code: string, file = 'components/Probe.tsx') => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result!.messages.map((m) => m.ruleId);
  };

  it.each([
    ['innerHTML', 'export function f(el: HTMLElement, s: string) { el.innerHTML = s; }'],
    ['outerHTML', 'export function f(el: HTMLElement, s: string) { el.outerHTML = s; }'],
    ['insertAdjacentHTML', "export function f(el: HTMLElement, s: string) { el.insertAdjacentHTML('beforeend', s); }"],
    [
      'dangerouslySetInnerHTML',
      'export const X = (p: { s: string }) => <div dangerouslySetInnerHTML={{ __html: p.s }} />;',
    ],
    ['eval', 'export const f = (s: string) => eval(s);'],
    ['new Function', "export const f = (s: string) => new Function('a', s);"],
    ['document.write', 'export const f = (s: string) => document.write(s);'],
  ])('reports %s', async (_name, code) => {
    expect((await lint(code)).length).toBeGreaterThan(0);
  });

  it('passes ordinary code', async () => {
    expect(await lint('export const X = (p: { s: string }) => <p>{p.s}</p>;')).toEqual([]);
  });
});
