/**
 * UI strings: `t(key, substitutions)` over `browser.i18n.getMessage`.
 *
 * The browser itself falls back to the default locale (English) for a key missing from the active one, so no
 * messages are bundled here: that keeps every UI bundle free of the whole strings file. Keys are typed from the
 * English messages.json (a type-only import): a typo or a string missing from the locales fails typechecking.
 */
import { browser } from 'wxt/browser';
import type english from '@/public/_locales/en/messages.json';

export type MessageKey = keyof typeof english;
export type Substitutions = string | number | readonly (string | number)[];

type GetMessage = (name: string, substitutions?: string[]) => string;

/**
 * Messages already asked, per source: each `getMessage` is a call into the browser, and a page of results asks dozens
 * each time it renders (every result's menu names its site, badges, labels: 0.8–1.9 ms of a search's render in the
 * popup, CPU profile of 30 searches, 2026-11-29). A page's messages never change while it lives; tests that swap the
 * source (another language) get a fresh memo with it. Bounded: substitutions (sites, counts) vary without end.
 */
const asked = new WeakMap<GetMessage, Map<string, string>>();
const MAX_ASKED = 2_000;

export function t(key: MessageKey, substitutions?: Substitutions): string {
  const list = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  try {
    const get = browser.i18n.getMessage as GetMessage;
    const strings = list.map(String);
    let known = asked.get(get);
    if (!known) asked.set(get, (known = new Map()));
    const id = strings.length === 0 ? key : `${key}${JSON.stringify(strings)}`;
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const message = get(key, strings);
    if (!message) return key;
    if (known.size >= MAX_ASKED) known.clear();
    known.set(id, message);
    return message;
  } catch {
    return key;
  }
}

/** The language each source gave (a call into the browser, asked for every number and date formatted). */
const languages = new WeakMap<() => string, string | undefined>();

/** The browser UI's language tag for Intl formatting (undefined: the runtime default). */
export function uiLanguage(): string | undefined {
  try {
    const get = browser.i18n.getUILanguage;
    if (languages.has(get)) return languages.get(get);
    const lang = get();
    const known = typeof lang === 'string' && lang !== '' ? lang : undefined;
    languages.set(get, known);
    return known;
  } catch {
    return undefined;
  }
}
