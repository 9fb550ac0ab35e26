// Tests scripts/build/message-names.ts (the build's short message names); tests/e2e/static-bundle.spec.ts checks the builds.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEPT_NAMES, messageNames, renameManifestText, renameMessages, shortName } from '@/scripts/build/message-names';

const english: Record<string, unknown> = JSON.parse(fs.readFileSync('public/_locales/en/messages.json', 'utf8'));

describe('shortName', () => {
  it('gives a, b, … z, then aa, ab, … z9: distinct, lower case, one or two characters', () => {
    const names = Array.from({ length: 26 * 37 }, (_, index) => shortName(index));
    expect(names.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(names.slice(25, 28)).toEqual(['z', 'aa', 'ab']);
    expect(names.at(-1)).toBe('z9');
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]?$/);
    expect(() => shortName(26 * 37)).toThrow(/more messages/);
  });
});

describe('messageNames', () => {
  it('names every message of the default locale but the kept ones, in the order of its file', () => {
    const names = messageNames({ first: {}, loading: {}, second: {} });
    expect([...names]).toEqual([
      ['first', 'a'],
      ['second', 'b'],
    ]);
    expect(messageNames(english).size).toBe(Object.keys(english).length - KEPT_NAMES.length);
  });
});

describe('renameMessages', () => {
  const names = new Map([
    ['placeRating', 'a'],
    ['options_keyHeading', 'b'],
    ['dayMon', 'c'],
  ]);

  it("renames each string literal that is a message's name, as a call's argument, a value or a key", () => {
    const code = 't("placeRating");const o={heading:\'options_keyHeading\',"dayMon":1};u(`dayMon`);';
    expect(renameMessages(code, names)).toBe("t('a');const o={heading:'b','c':1};u('c');");
  });

  it('leaves identifiers, other strings and templates with substitutions as they are', () => {
    const code = 'const placeRating=1;o.dayMon(placeRating);t("placeRating is");u(`dayMon${x}`);// \'dayMon\'\n';
    expect(renameMessages(code, names)).toBe(code);
  });

  it("renames the manifest's message references it knows", () => {
    expect(renameManifestText('{"name":"__MSG_dayMon__","x":"__MSG_other__"}', names)).toBe(
      '{"name":"__MSG_c__","x":"__MSG_other__"}',
    );
  });
});

/** Scout's own modules, by path. */
function sources(): Map<string, string> {
  const files = ['entrypoints', 'components', 'utils', 'modules'].flatMap((dir) =>
    (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => `${dir}/${file}`),
  );
  return new Map(files.filter((file) => /\.tsx?$/.test(file)).map((file) => [file, fs.readFileSync(file, 'utf8')]));
}

describe('KEPT_NAMES', () => {
  it('are exactly the message names that are also one plain word or a literal in a module that shows no messages', () => {
    const modules = sources();
    // t() from utils/ui-safe/i18n.ts, or the in-page script's panelString (entrypoints/in-page/panel-strings.ts).
    const showsMessages = (text: string) => /\/(?:i18n|panel-strings)['"]/.test(text);
    const literal = (name: string) => new RegExp(`['"\`]${name}['"\`]`);
    const elsewhere = (name: string) =>
      [...modules.values()].some((text) => literal(name).test(text) && !showsMessages(text));
    const expected = Object.keys(english).filter((name) => /^[a-z]+$/.test(name) || elsewhere(name));
    expect([...KEPT_NAMES].sort()).toEqual(expected.sort());
  });

  it('leave no renamed message name both a literal and a property name in one module (a lookup by it would miss)', () => {
    const renamed = [...messageNames(english).keys()];
    const both: string[] = [];
    for (const [file, text] of sources()) {
      for (const name of renamed) {
        const property = new RegExp(`\\.${name}\\b|[{,]\\s*${name}\\??\\s*:`);
        if (new RegExp(`['"\`]${name}['"\`]`).test(text) && property.test(text)) both.push(`${file}: ${name}`);
      }
    }
    expect(both).toEqual([]);
  });
});
