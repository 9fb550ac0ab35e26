/**
 * Privilege comes only from the browser-stamped `sender`, checked as a chain of predicates.
 * `sender.id === runtime.id` proves nothing: content scripts carry the extension's id too.
 */
import type { Audience } from './protocol';

/** The browser-stamped fields of `runtime.MessageSender` that policy looks at. */
export interface Sender {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number };
  frameId?: number;
}
export interface PolicyContext {
  extensionId: string;
  /** e.g. `chrome-extension://<id>` (Chrome) or `moz-extension://<uuid>` (Firefox). */
  extensionOrigin: string;
}
type SenderPredicate = (sender: Sender, ctx: PolicyContext) => boolean;

/** `sender.origin` where the browser gives it, else the origin of `sender.url`; `null` origins count as none. */
export function senderOrigin(sender: Sender): string | undefined {
  const raw = sender.origin ?? (sender.url ? safeOrigin(sender.url) : undefined);
  return raw && raw !== 'null' ? raw : undefined;
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const fromThisExtension: SenderPredicate = (s, ctx) => s.id === ctx.extensionId;
const fromExtensionOrigin: SenderPredicate = (s, ctx) => senderOrigin(s) === ctx.extensionOrigin;
const fromWebTab: SenderPredicate = (s) => s.tab !== undefined && /^https?:\/\//.test(senderOrigin(s) ?? '');
// Ad and widget iframes may not drive searches: only the page the user is looking at.
const fromTopFrame: SenderPredicate = (s) => s.frameId === 0;

const all =
  (...preds: SenderPredicate[]): SenderPredicate =>
  (s, ctx) =>
    preds.every((p) => p(s, ctx));

export const isExtensionPage = all(fromThisExtension, fromExtensionOrigin);
const isTopFrameContentScript = all(fromThisExtension, fromWebTab, fromTopFrame);

/** May this sender send a message meant for `audience`? */
export function senderMayUse(audience: Audience, sender: Sender, ctx: PolicyContext): boolean {
  if (isExtensionPage(sender, ctx)) return true;
  return audience === 'content' && isTopFrameContentScript(sender, ctx);
}
