// The stylesheet is not executed by happy-dom, so check the rules the security plan and the brief rely on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const css = readFileSync('components/scout.css', 'utf8');
/**
 * The components' styles by area, which each surface loads as it needs them (the panel leaves sections.css out), and
 * the text of sections and places they share (answer-text.css, out of the search pages' first paint).
 */
const AREAS = ['common/answer-text', 'sections/results', 'places/places', 'summary/summary', 'sections/sections'];
const answerText = readFileSync('components/common/answer-text.css', 'utf8');
const areas = AREAS.map((area) => [area, readFileSync(`components/${area}.css`, 'utf8')] as const);

describe('components/scout.css', () => {
  it('wraps very long words in API text instead of overflowing (docs/security-plan.md C7)', () => {
    expect(answerText).toMatch(/\.scout-rich\s*\{[^}]*overflow-wrap:\s*anywhere/);
  });

  it('defines its colours once, as light/dark pairs on :root that follow the colour scheme', () => {
    expect(css).toMatch(/:root\s*\{[^}]*color-scheme:\s*light dark;[^}]*--scout-bg:\s*light-dark\(/);
    expect(css.match(/--scout-bg:/g)).toHaveLength(1);
  });

  it('lets the in-page panel take the page’s scheme rather than the system’s, on the root where the pairs resolve', () => {
    const panel = readFileSync('entrypoints/panel/panel.css', 'utf8');
    expect(panel).toMatch(/:root\[data-scheme='dark'\]\s*\{\s*color-scheme:\s*dark;/);
    expect(panel).toMatch(/:root\[data-scheme='light'\]\s*\{\s*color-scheme:\s*light;/);
  });

  it('loads nothing from outside and injects no content from attributes', () => {
    for (const sheet of [css, ...areas.map(([, text]) => text)]) expect(sheet).not.toMatch(/url\(|@import|attr\(/);
  });

  it('keeps the palette in scout.css: the area files use its variables and define no light/dark pairs of their own', () => {
    for (const [area, text] of areas) {
      expect(text, area).not.toMatch(/--scout-[a-z-]+\s*:|light-dark\(/);
      expect(text, area).toMatch(/var\(--scout-/);
    }
  });

  it('lays out and paints a web result out of view only when it nears the view, keeping its size once known', () => {
    const results = areas.find(([area]) => area === 'sections/results')![1];
    expect(results).toMatch(/\.scout-result\s*\{[^}]*content-visibility:\s*auto;[^}]*contain-intrinsic-size:\s*auto /);
  });
});
