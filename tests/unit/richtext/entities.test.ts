import { describe, expect, it } from 'vitest';
import { decodeEntities } from '@/utils/worker/richtext/entities';

describe('decodeEntities', () => {
  it.each([
    ['Blu-Tack&#x27;s &amp; more', "Blu-Tack's & more"],
    ['&lt;script&gt;', '<script>'],
    ['&quot;q&quot; &apos;a&apos;', '"q" \'a\''],
    ['caf&eacute; &Uuml;ber &szlig; &copy; &nbsp;|', 'café Über ß © \u00a0|'],
    ['&hellip;&mdash;&ndash;&rsquo;&euro;', '…—–’€'],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#65 no semicolon', 'A no semicolon'],
    ['&#128512;', '😀'],
    ['&#146;', '\u2019'],
  ])('decodes %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });

  it('decodes exactly once: double-encoded stays encoded one level', () => {
    expect(decodeEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
    expect(decodeEntities('&#38;lt;')).toBe('&lt;');
  });

  it('leaves unknown names, semicolon-less names and bare ampersands alone', () => {
    expect(decodeEntities('AT&T &nosuch; &amp &')).toBe('AT&T &nosuch; &amp &');
  });

  it('replaces invalid code points with U+FFFD', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;&#99999999999;&#x0000000041;')).toBe('\uFFFD\uFFFD\uFFFD\uFFFDA');
  });
});
