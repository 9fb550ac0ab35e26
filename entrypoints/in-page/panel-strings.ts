/**
 * The strings of the notices the content script shows itself (page-notice.ts), kept from while Scout was alive. Once Scout is updated
 * or reloaded under the page, this script's extension context is gone: `browser.i18n.getMessage` no longer answers
 * and `t()` can only return the message's key, so a stale panel would read "page_updated" instead of asking for a
 * reload (docs/security-plan.md E3). Each string is remembered when read, and the ones that only a stale panel shows are read
 * when the script starts (`rememberPanelStrings`), which is always while Scout is alive: it injected the script.
 */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { extensionAlive } from './extension-alive';

/** What the content script shows without the panel's frame: a notice's title bar and sentences. */
const NOTICE_KEYS = [
  'page_summaryTitle',
  'page_placesTitle',
  'page_askTitle',
  'page_move',
  'page_close',
  'page_updated',
  'page_reload',
  'page_unavailable',
  'page_blocked',
] as const;
type PanelStringKey = (typeof NOTICE_KEYS)[number];

const remembered = new Map<MessageKey, string>();

export function panelString(key: PanelStringKey): string {
  if (!extensionAlive()) return remembered.get(key) ?? t(key);
  const text = t(key);
  remembered.set(key, text);
  return text;
}

export function rememberPanelStrings(): void {
  for (const key of NOTICE_KEYS) panelString(key);
}
