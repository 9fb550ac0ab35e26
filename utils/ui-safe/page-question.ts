/**
 * "Ask Scout about this page" (docs/decisions/ask-page.md): the limits both sides hold to, and why a page cannot be
 * read. Plain constants and string code, so the content script and the panel may import it without zod.
 */

/** At most this much of the page's readable text is sent: a long article's body, at a bounded price. */
export const PAGE_TEXT_MAX_CHARS = 12_000;
/** The user's question about the page; the price shown is a ceiling that counts a question this long. */
export const PAGE_QUESTION_MAX_CHARS = 500;
export const PAGE_TITLE_MAX_CHARS = 300;

/**
 * Why Scout may not read a page: the browser keeps its own pages, files and the extension stores from extensions
 * (`restricted`), a PDF shows in the browser's viewer (`pdf`), the page has no readable text (`empty`), or Scout was
 * not let in (`noAccess`: the browser refused its script).
 */
export type PageUnreadable = 'restricted' | 'file' | 'pdf' | 'empty' | 'noAccess';

/** The extension stores: no extension may script them. */
const STORES = new Set(['chromewebstore.google.com', 'chrome.google.com', 'addons.mozilla.org']);

/** Why a tab's address rules the page out before anything is tried; undefined when it may be readable. */
export function unreadableAt(url: string | undefined): PageUnreadable | undefined {
  if (url === undefined) return 'noAccess';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'restricted';
  }
  if (parsed.protocol === 'file:') return 'file';
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'restricted';
  if (STORES.has(parsed.hostname)) return 'restricted';
  if (/\.pdf$/i.test(parsed.pathname)) return 'pdf';
  return undefined;
}
