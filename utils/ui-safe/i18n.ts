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

export function t(key: MessageKey, substitutions?: Substitutions): string {
  const list = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  try {
    const get = browser.i18n.getMessage as (name: string, substitutions?: string[]) => string;
    return get(key, list.map(String)) || key;
  } catch {
    return key;
  }
}

/** The browser UI's language tag for Intl formatting (undefined: the runtime default). */
export function uiLanguage(): string | undefined {
  try {
    const lang = browser.i18n.getUILanguage();
    return typeof lang === 'string' && lang !== '' ? lang : undefined;
  } catch {
    return undefined;
  }
}
