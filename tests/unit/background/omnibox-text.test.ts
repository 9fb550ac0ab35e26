import { describe, expect, it } from 'vitest';
import { cleanSuggestionText, defaultDescription, suggestionFor } from '@/utils/worker/background/omnibox-text';

/** Chrome parses a description as the children of one XML element: this is how it reads it. */
function parseChromeDescription(description: string): Document {
  return new DOMParser().parseFromString(`<fragment>${description}</fragment>`, 'text/xml');
}

const HOSTILE = [
  '</match><url>https://evil.example</url><match>',
  '<dim>styled</dim> & "quotes" \'apos\'',
  'a &amp; b &lt;b&gt; ]]> <![CDATA[x]]>',
  'ab\u202Etxt.exe\u0000\u0007\uFFFE\uD800 <script>alert(1)</script>',
];

describe('what the dropdown shows', () => {
  it('escapes every XML-significant character for Chrome', () => {
    expect(suggestionFor(`<a href="x">'&'</a>`, 'zzz', 'api', 'xml').description).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it.each(HOSTILE)('a hostile suggestion %j can neither break nor style Chrome’s markup', (text) => {
    const row = suggestionFor(text, 'zzz', 'api', 'xml');
    const doc = parseChromeDescription(row.description);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    // Nothing but the text: no element of the API's choosing.
    expect(doc.documentElement.children).toHaveLength(0);
    expect(doc.documentElement.textContent).toBe(cleanSuggestionText(text));
    expect(row.content).toBe(cleanSuggestionText(text));
  });

  it('marks the typed beginning as the match and a history row as such, in Chrome’s own styles only', () => {
    const row = suggestionFor('Python <b>tutorial</b>', 'pyth', 'history', 'xml');
    const root = parseChromeDescription(row.description).documentElement;
    expect([...root.children].map((el) => el.tagName)).toEqual(['match', 'dim']);
    expect(root.children[0]!.textContent).toBe('Pyth');
    expect(root.textContent).toBe('Python <b>tutorial</b> · your history');
  });

  it('gives Firefox the text as it is (plain text), cleaned to one line', () => {
    expect(suggestionFor('a <b>&amp;</b>\nb', 'a', 'api', 'plain')).toEqual({
      content: 'a <b>&amp;</b> b',
      description: 'a <b>&amp;</b> b',
    });
    expect(suggestionFor('python', 'py', 'history', 'plain').description).toBe('python · your history');
  });

  it('the default row names what was typed, escaped for Chrome, plain for Firefox', () => {
    expect(defaultDescription('<b>x</b> & y', 'xml')).toBe('Search Scout for “&lt;b&gt;x&lt;/b&gt; &amp; y”');
    expect(defaultDescription('<b>x</b> & y', 'plain')).toBe('Search Scout for “<b>x</b> & y”');
    expect(defaultDescription('   ', 'plain')).toBe('Search with Scout');
  });

  it('removes control and bidi characters, lone surrogates and U+FFFE/U+FFFF, and caps the length', () => {
    expect(cleanSuggestionText('a\u202Eb\u0000c\uD800d\uFFFFe')).toBe('a b c\uFFFDd e');
    expect(cleanSuggestionText('x'.repeat(1000))).toHaveLength(400);
  });
});
