/**
 * "Ask Scout about this page", on the page's side: reads its readable text once (page-text.ts, bounded) and hands it
 * to the worker (`page.capture`), which keeps exactly that text for the question and prices it. The panel opens at
 * once and its frame is told that price (panel-controller.ts `open`); the page may change meanwhile, and what was
 * priced is what will be sent. A PDF in the browser's viewer or a page without readable text gets the reason instead,
 * and nothing billed is offered.
 */
import { send } from '@/utils/ui-safe/messaging/client';
import type { PageCaptureView } from '@/utils/ui-safe/messaging/panel-link';
import { PAGE_TEXT_MAX_CHARS, PAGE_TITLE_MAX_CHARS } from '@/utils/ui-safe/page-question';
import { HOST_ATTRIBUTE } from './panel-host';
import { readPageText } from './page-text';

export async function capturePage(doc: Document = document): Promise<PageCaptureView> {
  if (doc.contentType === 'application/pdf') return { unreadable: 'pdf' };
  const { text, total } = readPageText(doc, PAGE_TEXT_MAX_CHARS, {
    isExcluded: (element) => element.hasAttribute(HOST_ATTRIBUTE),
  });
  if (text.trim() === '') return { unreadable: 'empty' };
  const reply = await send('page.capture', { text, total, title: doc.title.slice(0, PAGE_TITLE_MAX_CHARS) });
  return reply.ok ? reply.data : { unreadable: 'noAccess' };
}
