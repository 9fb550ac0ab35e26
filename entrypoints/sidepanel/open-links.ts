/**
 * Links in the side panel open beside it, and the panel stays: a plain click (or Enter on a focused link) loads the
 * link in the window's active tab (`tabs.update` with a URL needs no permission); a middle click, or a click with
 * Ctrl, ⌘ or Shift, opens it in a new background tab. Only http(s) links, which is all Scout renders; anything else
 * is left to the browser.
 */
import { browser } from 'wxt/browser';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';

interface LinkOpening {
  url: string;
  newTab: boolean;
}

/** What a click or auxclick on the panel asks for, or undefined when it is not one of these link clicks. */
function linkOpening(event: MouseEvent): LinkOpening | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const url = link ? safeHttpUrl(link.getAttribute('href') ?? undefined) : undefined;
  if (!url || event.defaultPrevented || event.altKey) return undefined;
  if (event.type === 'auxclick') return event.button === 1 ? { url, newTab: true } : undefined;
  if (event.type !== 'click' || event.button !== 0) return undefined;
  return { url, newTab: event.ctrlKey || event.metaKey || event.shiftKey };
}

export function openLinksBesideThePanel(root: Document): () => void {
  const listener = (event: MouseEvent) => {
    const opening = linkOpening(event);
    if (!opening) return;
    event.preventDefault();
    const { url, newTab } = opening;
    // No active tab to load it in (a window closing): a new tab, rather than a click that does nothing.
    if (newTab) void browser.tabs.create({ url, active: false });
    else void browser.tabs.update({ url }).catch(() => browser.tabs.create({ url }));
  };
  root.addEventListener('click', listener);
  root.addEventListener('auxclick', listener);
  return () => {
    root.removeEventListener('click', listener);
    root.removeEventListener('auxclick', listener);
  };
}
