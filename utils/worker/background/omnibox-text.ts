/**
 * What Scout shows in the address bar's dropdown. Suggestion text comes from the API (or the history) and is
 * untrusted: Chrome reads a description as XML with its own `<match>`, `<dim>` and `<url>` styles, so every character
 * of it is escaped there (a hostile suggestion can neither break the list nor style itself); Firefox shows the
 * description as plain text, so it gets the text as it is. Both get one line, without control or bidi characters
 * (utils/ui-safe/richtext/text.ts), and never more than fits a dropdown row.
 */
import { t } from '@/utils/ui-safe/i18n';
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { cutAt, oneLine } from '@/utils/ui-safe/richtext/text';

/** Chrome's description markup, or Firefox's plain text. */
export type DescriptionFormat = 'xml' | 'plain';

export interface Suggestion {
  /** What the address bar takes, and what `onInputEntered` gets back when the user picks it. */
  content: string;
  description: string;
}

const MAX_DESCRIPTION_CHARS = 200;

/** One clean line of untrusted text: no controls, no bidi overrides, no lone surrogates, no XML-forbidden U+FFFE/F. */
export const cleanSuggestionText = (text: string, max = MAX_QUERY_CHARS): string =>
  cutAt(
    oneLine(text.toWellFormed())
      .replace(/[\uFFFE\uFFFF]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: nothing in it can open or close an element. */
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

/** The first row: "Search Scout for “…”", whatever was typed. */
export function defaultDescription(typed: string, format: DescriptionFormat): string {
  const text = cleanSuggestionText(typed, MAX_DESCRIPTION_CHARS);
  const description = text === '' ? t('omniboxPrompt') : t('omniboxSearchFor', text);
  return format === 'xml' ? escapeXml(description) : description;
}

/**
 * A suggestion row. In Chrome the typed beginning is marked as the match and a history entry says where it comes
 * from, in the dim style; every piece of text is escaped first.
 */
export function suggestionFor(
  text: string,
  typed: string,
  source: 'history' | 'api',
  format: DescriptionFormat,
): Suggestion {
  const content = cleanSuggestionText(text);
  const shown = cutAt(content, MAX_DESCRIPTION_CHARS);
  const label = source === 'history' ? t('omniboxFromHistory') : undefined;
  if (format === 'plain') return { content, description: label ? `${shown} · ${label}` : shown };
  const prefix = cleanSuggestionText(typed);
  const matched = prefix !== '' && shown.toLowerCase().startsWith(prefix.toLowerCase()) ? prefix.length : 0;
  const body =
    (matched > 0 ? `<match>${escapeXml(shown.slice(0, matched))}</match>` : '') + escapeXml(shown.slice(matched));
  return { content, description: label ? `${body} <dim>· ${escapeXml(label)}</dim>` : body };
}
