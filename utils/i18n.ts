/**
 * UI strings: `t(key, substitutions)` over `browser.i18n.getMessage`.
 *
 * Falls back to the bundled English messages when getMessage returns '' or throws (the fake browser in
 * tests, or a key missing from the active locale), so text is never blank. Keys are typed from the
 * English messages.json: a typo or a string missing from the locales fails typechecking.
 */
import { browser } from 'wxt/browser';
import english from '@/public/_locales/en/messages.json';

export type MessageKey = keyof typeof english;
export type Substitutions = string | number | readonly (string | number)[];

interface MessageEntry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const fallbackMessages: Readonly<Record<string, MessageEntry>> = english;

/** Chrome's substitution rules, for the fallback: `$NAME$` → its placeholder's content, then `$1`…`$9`, `$$` → `$`. */
function substitute(entry: MessageEntry, values: readonly string[]): string {
  const withPlaceholders = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (match, name: string) => {
    return entry.placeholders?.[name.toLowerCase()]?.content ?? match;
  });
  return withPlaceholders.replace(/\$(\$|[1-9])/g, (_match, which: string) => (which === '$' ? '$' : (values[Number(which) - 1] ?? '')));
}

function getMessage(key: string, values: string[]): string {
  try {
    const get = browser.i18n.getMessage as (name: string, substitutions?: string[]) => string;
    return get(key, values) ?? '';
  } catch {
    return '';
  }
}

export function t(key: MessageKey, substitutions?: Substitutions): string {
  const list = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  const values = list.map(String);
  const localised = getMessage(key, values);
  if (localised !== '') return localised;
  const entry = fallbackMessages[key];
  return entry ? substitute(entry, values) : key;
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
