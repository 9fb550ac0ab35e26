// The stylesheet is not executed by happy-dom, so check the rules the security plan and the brief rely on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const css = readFileSync('components/scout.css', 'utf8');

describe('components/scout.css', () => {
  it('wraps very long words in API text instead of overflowing (SECURITY-PLAN C7)', () => {
    expect(css).toMatch(/\.scout-rich\s*\{[^}]*overflow-wrap:\s*anywhere/);
  });

  it('defines its colours as variables on :root and :host, with a dark scheme', () => {
    expect(css).toMatch(/:root,\s*:host\s*\{[^}]*--scout-bg:/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*\{\s*:root,\s*:host\s*\{[^}]*--scout-bg:/);
  });

  it('loads nothing from outside and injects no content from attributes', () => {
    expect(css).not.toMatch(/url\(|@import|attr\(/);
  });
});
