/** @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}} */
// JavaScript evaluation is on in this file so the canary is real: a handler or script that reached the DOM would run.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import fc from 'fast-check';
import { RichText } from '@/components/common/RichText';
import { parseSnippet } from '@/utils/worker/richtext/snippet';
import { parseMarkdown } from '@/utils/worker/richtext/markdown';
import type { RichNode } from '@/utils/ui-safe/richtext/tree';
import { HOSTILE_CASES, SNIPPET_ELEMENTS } from '../../richtext/hostile-inputs';
import {
  allElements,
  canary,
  expectNoDangerousAttributes,
  expectOnlyElements,
  fireEverything,
  resetCanary,
} from '../dom-checks';

beforeEach(resetCanary);
afterEach(cleanup);

const BLOCK_ELEMENTS = new Set([
  'DIV',
  'BDI',
  'STRONG',
  'EM',
  'CODE',
  'P',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'A',
  'BR',
  'H3',
  'H4',
  'H5',
  'H6',
  'SUP',
]);

describe('the canary (control)', () => {
  it('does fire when a handler reaches the DOM, so its silence below means something', async () => {
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__scoutCanary = 1');
    document.body.appendChild(img);
    await fireEverything(document.body);
    expect(canary()).toBe(1);
    img.remove();
  });
});

describe('RichText with hostile snippets (docs/security-plan.md C1)', () => {
  it.each(HOSTILE_CASES)('$input', async ({ input, shows = [], hides = [] }) => {
    const { container } = render(<RichText nodes={parseSnippet(input)} />);
    expectOnlyElements(container, SNIPPET_ELEMENTS);
    expectNoDangerousAttributes(container);
    for (const element of allElements(container)) {
      const names = Array.from(element.attributes).map((a) => a.name);
      expect(names).toEqual(element.tagName === 'BDI' ? ['class'] : []);
    }
    const text = container.textContent ?? '';
    for (const visible of shows) expect(text).toContain(visible);
    for (const hidden of hides) expect(text).not.toContain(hidden);
    await fireEverything(container);
    expect(canary()).toBeUndefined();
  });
});

describe('RichText with hostile trees (the tree crossed a message boundary)', () => {
  const render1 = (nodes: unknown[]) => render(<RichText nodes={nodes as RichNode[]} block />).container;

  it('renders unknown node types as their text only', () => {
    const container = render1([
      { t: 'script', c: ['alert(1)'] },
      { t: 'img', src: 'x', onerror: 'alert(1)', c: [] },
      { t: '__proto__', c: ['p'] },
    ]);
    expectOnlyElements(container, new Set(['DIV']));
    expect(container.textContent).toBe('alert(1)p');
  });

  it('ignores extra properties on known nodes', () => {
    // As JSON, the way a forged tree would arrive over messaging.
    const forged: unknown = JSON.parse(
      '{"t":"strong","c":["x"],"onclick":"alert(1)","style":"color:red","class":"evil","dangerouslySetInnerHTML":{"__html":"<img src=x onerror=alert(1)>"}}',
    );
    const container = render1([forged]);
    const strong = container.querySelector('strong')!;
    expect(strong.attributes).toHaveLength(0);
    expect(strong.textContent).toBe('x');
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'chrome://settings',
    '/relative',
    'nonsense',
    42,
  ])('renders no link for href %j (C2)', (href) => {
    const container = render1([
      { t: 'a', href, c: ['text'] },
      { t: 'ref', n: 1, href },
    ]);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('text[1]');
  });

  it('gives http(s) links target=_blank and rel="noopener noreferrer" (C2)', () => {
    const container = render1([
      { t: 'a', href: 'https://example.com/', c: ['ok'] },
      { t: 'ref', n: 2, href: 'http://example.org/' },
    ]);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/', 'http://example.org/']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[1]!.getAttribute('aria-label')).toBe('Source 2');
  });

  it('clamps heading levels to minHeading…6', () => {
    const { container } = render(
      <RichText
        nodes={[
          { t: 'h', level: 3, c: ['a'] },
          { t: 'h', level: 1 as 3, c: ['b'] },
          { t: 'h', level: 9 as 6, c: ['c'] },
        ]}
        block
        minHeading={4}
      />,
    );
    expect(Array.from(container.querySelectorAll('h4,h5,h6')).map((h) => h.tagName)).toEqual(['H4', 'H4', 'H6']);
  });

  it('survives non-arrays, primitives and very deep nesting', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 5000; i++) deep = { t: 'em', c: [deep] };
    const container = render1([null, 7, true, { t: 'p', c: 'not an array' }, { t: 'ref', n: 'x' }, deep]);
    expect(container.querySelectorAll('em').length).toBeLessThanOrEqual(25);
  });

  it('isolates bidi: inline text in <bdi>, blocks with dir="auto"', () => {
    const inline = render(<RichText nodes={['\u05E9\u05DC\u05D5\u05DD']} />).container.firstElementChild!;
    expect(inline.tagName).toBe('BDI');
    const block = render(<RichText nodes={['x']} block />).container.firstElementChild!;
    expect(block.getAttribute('dir')).toBe('auto');
  });
});

describe('RichText with hostile Markdown', () => {
  it('renders raw HTML and javascript: links in Markdown inert', async () => {
    const nodes = parseMarkdown(
      '### T\n\n<script>window.__scoutCanary=1</script> <img src=x onerror="window.__scoutCanary=1">\n\n[x](javascript:window.__scoutCanary=1) [ok](https://ok.example/)',
    );
    const { container } = render(<RichText nodes={nodes} block />);
    expectOnlyElements(container, BLOCK_ELEMENTS);
    expectNoDangerousAttributes(container);
    expect(container.textContent).toContain('<script>window.__scoutCanary=1</script>');
    expect(Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example/',
    ]);
    await fireEverything(container);
    expect(canary()).toBeUndefined();
  });
});

describe('property: any string through parseSnippet + RichText stays within the allow-list', () => {
  const piece = fc.oneof(
    fc.constantFrom(
      '<',
      '>',
      '</',
      '/>',
      '"',
      "'",
      '=',
      '&',
      ';',
      '#',
      'x',
      ' ',
      '\n',
      '!--',
      '-->',
      '<!',
      '<?',
      '\u202E',
      '\u200B',
    ),
    fc.constantFrom(
      'script',
      'style',
      'strong',
      'b',
      'em',
      'img',
      'svg',
      'a',
      'iframe',
      'noscript',
      'math',
      'href',
      'onerror',
      'onload',
      'src',
    ),
    fc.constantFrom('javascript:', '&lt;', '&gt;', '&amp;', '&#x3C;', '&#60;', 'window.__scoutCanary=1'),
    fc.string({ maxLength: 5 }),
  );
  const hostileish = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

  it('renders only BDI/STRONG/EM with no attributes beyond the root class', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileish, fc.string({ unit: 'binary', maxLength: 200 })), async (input) => {
        const { container, unmount } = render(<RichText nodes={parseSnippet(input)} />);
        try {
          expectOnlyElements(container, SNIPPET_ELEMENTS);
          expectNoDangerousAttributes(container);
          await fireEverything(container);
          expect(canary()).toBeUndefined();
        } finally {
          unmount();
        }
      }),
      { numRuns: 300 },
    );
  });
});
