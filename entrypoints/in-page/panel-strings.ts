/**
 * The strings of the panel's frame (title bar, stale notice), kept from while Scout was alive. Once Scout is updated
 * or reloaded under the page, this script's extension context is gone: `browser.i18n.getMessage` no longer answers
 * and `t()` can only return the message's key, so a stale panel would read "page_updated" instead of asking for a
 * reload (docs/security-plan.md E3). Each string is remembered when read, and the ones that only a stale panel shows are read
 * when the script starts (`rememberPanelStrings`), which is always while Scout is alive: it injected the script.
 */
import { t, type MessageKey } from '@/utils/i18n';
import { extensionAlive } from './extension-alive';

/** What the panel still shows after Scout is gone: its title bar and the stale notice. */
const FRAME_KEYS = [
  'page_summaryTitle',
  'page_placesTitle',
  'page_move',
  'page_close',
  'page_updated',
  'page_reload',
] as const;
type PanelStringKey = (typeof FRAME_KEYS)[number];

const remembered = new Map<MessageKey, string>();

export function panelString(key: PanelStringKey): string {
  if (!extensionAlive()) return remembered.get(key) ?? t(key);
  const text = t(key);
  remembered.set(key, text);
  return text;
}

export function rememberPanelStrings(): void {
  for (const key of FRAME_KEYS) panelString(key);
}
