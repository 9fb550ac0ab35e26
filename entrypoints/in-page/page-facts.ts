/**
 * What the panel reads from the page it is on: the text to search when nothing is selected, where the selection is,
 * and whether the page is light or dark. Everything here is page-controlled: it is only ever read as text (the query
 * is clamped by utils/ui-safe/query/limits.ts before it leaves the content script) or as a colour.
 */

/** The page's main heading, else its title: what "Find places on this page" searches for. */
export function pageHeading(doc: Document = document): string {
  const heading = doc.querySelector('main h1, article h1, h1')?.textContent ?? '';
  return (heading.trim() || doc.title || '').trim();
}

/** Where the current selection is on screen, if there is one to point at. */
export function selectionRect(win: Window = window): DOMRectReadOnly | undefined {
  const selection = win.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return undefined;
  const rect = selection.getRangeAt(0).getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 ? undefined : rect;
}

/** `rgb(…)`/`rgba(…)` → [r, g, b, alpha], or undefined for anything else. */
function parseColor(value: string): [number, number, number, number] | undefined {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!match) return undefined;
  const alphaText = match[4];
  const alpha =
    alphaText === undefined ? 1 : alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : parseFloat(alphaText);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

/** Relative luminance (WCAG) of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/**
 * Light or dark as the page looks: the first opaque background of body or html decides; a page that paints none
 * is light unless it declares `color-scheme: dark` (then the browser paints it dark).
 */
export function pageScheme(doc: Document = document): 'light' | 'dark' {
  const view = doc.defaultView;
  if (!view) return 'light';
  for (const element of [doc.body, doc.documentElement]) {
    if (!element) continue;
    const color = parseColor(view.getComputedStyle(element).backgroundColor);
    if (color && color[3] > 0.5) return luminance(color) < 0.4 ? 'dark' : 'light';
  }
  const declared = view.getComputedStyle(doc.documentElement).colorScheme ?? '';
  const prefersDark = view.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  if (/\bdark\b/.test(declared) && (!/\blight\b/.test(declared) || prefersDark)) return 'dark';
  return 'light';
}
