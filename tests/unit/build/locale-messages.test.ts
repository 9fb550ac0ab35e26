import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedLocale, shippedMessages } from '@/scripts/build/locale-messages';

type Source = Parameters<typeof shippedMessages>[0];
const LOCALES = 'public/_locales';

/**
 * getMessage as the browsers define it: named placeholders replaced by their content (names case-insensitive), then
 * `$1`…`$9` by the substitutions and `$$` by `$`.
 */
function getMessage(entry: Source[string], substitutions: string[]): string {
  const named = new Map(Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]));
  const text = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (_, name: string) => named.get(name.toLowerCase())!);
  return text.replace(/\$(\$|[1-9])/g, (_, what: string) =>
    what === '$' ? '$' : (substitutions[Number(what) - 1] ?? ''),
  );
}

describe('locale-messages (the shipped locales, without named placeholders)', () => {
  it('gives every message of every locale the same text for the same substitutions', () => {
    let placeholders = 0;
    for (const locale of fs.readdirSync(LOCALES)) {
      const source: Source = JSON.parse(fs.readFileSync(path.join(LOCALES, locale, 'messages.json'), 'utf8'));
      const shipped = shippedMessages(source);
      expect(Object.keys(shipped)).toEqual(Object.keys(source));
      for (const [key, entry] of Object.entries(source)) {
        if (entry.placeholders) placeholders += 1;
        expect(shipped[key], `${locale}/${key}`).toEqual({ message: expect.not.stringMatching(/\$[A-Za-z_]\w*\$/) });
        const subs = ['«one»', '«two»', '«three»'];
        expect(getMessage(shipped[key]!, subs), `${locale}/${key}`).toBe(getMessage(entry, subs));
      }
    }
    expect(placeholders).toBeGreaterThan(10);
  });

  it('writes a named placeholder as its position, whatever the case of its name, and keeps `$$`', () => {
    const source = {
      a: {
        message: 'Show $Count$ of $TOTAL$ ($$)',
        placeholders: { count: { content: '$2' }, total: { content: '$1' } },
      },
    };
    expect(shippedMessages(source)).toEqual({ a: { message: 'Show $2 of $1 ($$)' } });
  });

  it('fails the build on a placeholder it cannot write as a position', () => {
    expect(() => shippedMessages({ a: { message: '$X$', placeholders: { x: { content: 'Scout' } } } })).toThrow(
      /placeholder x/,
    );
    expect(() => shippedMessages({ a: { message: 'Hi $NAME$' } })).toThrow(/does not define/);
  });

  it('ships a locale under the short names, and another locale without what it words as the default does', () => {
    const english = {
      title: { message: 'Scout' },
      videos: { message: 'Videos' },
      count: { message: '$N$ places', placeholders: { n: { content: '$1' } } },
      kept: { message: 'Loading…' },
    };
    const german = {
      title: { message: 'Scout' },
      videos: { message: 'Videos' },
      count: { message: '$N$ Orte', placeholders: { n: { content: '$1' } } },
      kept: { message: 'Lädt…' },
    };
    const names = new Map([
      ['title', 'a'],
      ['videos', 'b'],
      ['count', 'c'],
    ]);
    expect(shippedLocale(english, names)).toEqual({
      a: { message: 'Scout' },
      b: { message: 'Videos' },
      c: { message: '$1 places' },
      kept: { message: 'Loading…' },
    });
    expect(shippedLocale(german, names, english)).toEqual({ c: { message: '$1 Orte' }, kept: { message: 'Lädt…' } });
  });
});
