/**
 * The fake browser has no i18n: give it Chrome's behaviour over the English messages, so components under test
 * show the same text users read (and tests find elements by those names).
 */
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import english from '@/public/_locales/en/messages.json';

interface MessageEntry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const messages: Readonly<Record<string, MessageEntry>> = english;

/** Chrome's substitution rules: `$NAME$` → its placeholder's content, then `$1`…`$9`, and `$$` → `$`. */
export function getMessage(key: string, substitutions: string | string[] = []): string {
  const entry = messages[key];
  if (!entry) return '';
  const values = Array.isArray(substitutions) ? substitutions : [substitutions];
  const withPlaceholders = entry.message.replace(
    /\$([A-Za-z0-9_@]+)\$/g,
    (match, name: string) => entry.placeholders?.[name.toLowerCase()]?.content ?? match,
  );
  return withPlaceholders.replace(/\$(\$|[1-9])/g, (_match, which: string) =>
    which === '$' ? '$' : (values[Number(which) - 1] ?? ''),
  );
}

const install = () => {
  fakeBrowser.i18n.getMessage = getMessage as typeof fakeBrowser.i18n.getMessage;
};
install();
beforeEach(install);
