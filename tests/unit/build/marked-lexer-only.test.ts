import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Lexer } from 'marked';
import { parseAst } from 'vite';
import { lexerOnly } from '@/scripts/build/marked-lexer-only';

const MARKED_FILE = createRequire(import.meta.url).resolve('marked');
const SAMPLE = [
  '# Heron Café & Bar',
  'Open **daily** from _8 am_; see [the menu](https://example.com/menu "Menu") or <script>alert(1)</script>.',
  '- fish\n- chips\n  1. nested',
  '> quoted `code` ~~gone~~ &amp; www.example.com',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '```js\nlet x = 1;\n```',
].join('\n\n');

describe('marked-lexer-only (the worker bundle keeps marked’s Lexer alone)', () => {
  const trimmed = lexerOnly(fs.readFileSync(MARKED_FILE, 'utf8'));

  it('leaves a module that exports the Lexer alone, which lexes exactly as marked’s own', () => {
    // Loaded in a node of its own: this test's module graph already holds marked.
    const url = `data:text/javascript;base64,${Buffer.from(trimmed).toString('base64')}`;
    const script = `const m = await import(${JSON.stringify(url)});
      const rules = { block: Object.keys(m.Lexer.rules.block), inline: Object.keys(m.Lexer.rules.inline) };
      process.stdout.write(JSON.stringify({ exports: Object.keys(m), rules, tokens: m.Lexer.lex(${JSON.stringify(SAMPLE)}) }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
    expect(out.exports).toEqual(['Lexer']);
    expect(out.tokens).toEqual(JSON.parse(JSON.stringify(Lexer.lex(SAMPLE))));
    expect(out.tokens.map((token: { type: string }) => token.type)).toContain('table');
    expect(out.rules).toEqual({ block: Object.keys(Lexer.rules.block), inline: Object.keys(Lexer.rules.inline) });
  });

  it('runs marked’s top level (its rule building) on the first lex, not when the worker loads', () => {
    const statements = parseAst(trimmed).body.map((statement) => statement.type);
    expect(statements).toEqual([
      'VariableDeclaration',
      'VariableDeclaration',
      'FunctionDeclaration',
      'ExportNamedDeclaration',
    ]);
  });

  it('drops the default instance, and with it what only the parser and renderers reach', () => {
    expect(trimmed).not.toMatch(/new \w+;function \w+\(\w+,\w+\)\{return \w+\.parse/);
    expect(trimmed.length).toBeLessThan(fs.readFileSync(MARKED_FILE, 'utf8').length);
  });

  it('fails the build when marked’s file no longer has the shape it cuts', () => {
    expect(() => lexerOnly('export{a as Lexer};')).toThrow(/no longer exports Lexer and Marked/);
    expect(() => lexerOnly('class a{}class b{}export{a as Lexer,b as Marked};')).toThrow(/default instance/);
    expect(() => lexerOnly('var m=new b;var n=new b;export{a as Lexer,b as Marked};')).toThrow(/default instance/);
  });
});
