/**
 * Privilege comes only from the browser-stamped `sender`, checked as a chain of predicates. Three kinds of sender get
 * three different rights (protocol.ts `Audience`):
 * - an extension page: the popup (no tab), the options page or any Scout page as the top frame of its own tab;
 * - the panel frame: Scout's panel page inside a web tab (tab set, frameId > 0, its URL the panel page);
 * - a content script: Scout's script in the top frame of an http(s) tab.
 * `sender.id === runtime.id` proves nothing alone: content scripts carry the extension's id too. An extension page
 * inside a web page's frame is not an extension page here: a page could embed it to borrow the popup's rights.
 */
import type { Audience } from '../../contract/protocol';
import { PANEL_PAGE } from '../../ui-safe/messaging/panel-link';

/** The browser-stamped fields of `runtime.MessageSender` that policy looks at. */
export interface Sender {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number };
  frameId?: number;
  /** Chrome, and Firefox from 153: the sending document. */
  documentId?: string;
}
export interface PolicyContext {
  extensionId: string;
  /** e.g. `chrome-extension://<id>` (Chrome) or `moz-extension://<uuid>` (Firefox). */
  extensionOrigin: string;
}
type SenderPredicate = (sender: Sender, ctx: PolicyContext) => boolean;

/** `sender.origin` where the browser gives it, else the origin of `sender.url`; `null` origins count as none. */
function senderOrigin(sender: Sender): string | undefined {
  const raw = sender.origin ?? (sender.url ? safeUrl(sender.url)?.origin : undefined);
  return raw && raw !== 'null' ? raw : undefined;
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

const fromThisExtension: SenderPredicate = (s, ctx) => s.id === ctx.extensionId;
const fromExtensionOrigin: SenderPredicate = (s, ctx) => senderOrigin(s) === ctx.extensionOrigin;
const fromWebTab: SenderPredicate = (s) => s.tab !== undefined && /^https?:\/\//.test(senderOrigin(s) ?? '');
// Ad and widget iframes may not drive searches: only the page the user is looking at.
const fromTopFrame: SenderPredicate = (s) => s.frameId === 0;
/** In no tab (the popup), or the whole tab (an options or results page): never a frame inside someone's page. */
const ownsItsTab: SenderPredicate = (s) => s.tab === undefined || s.frameId === 0;
const fromTabSubframe: SenderPredicate = (s) => s.tab !== undefined && typeof s.frameId === 'number' && s.frameId > 0;
/**
 * The document is Scout's panel page. Read from `sender.url` (which the browser stamps), not `sender.origin`: that
 * can be "null" for a frame inside a CSP-sandboxed page (docs/in-page-notes.md).
 */
const fromPanelPage: SenderPredicate = (s, ctx) => {
  const url = s.url === undefined ? undefined : safeUrl(s.url);
  // Scheme and host, not `URL.origin`: for an extension scheme that is "null" outside the browser that owns it.
  return url !== undefined && `${url.protocol}//${url.host}` === ctx.extensionOrigin && url.pathname === PANEL_PAGE;
};
/** Where the browser names the sending document, it must be a real id (Chrome; Firefox from 153). */
const documentIdIfGiven: SenderPredicate = (s) =>
  s.documentId === undefined || (typeof s.documentId === 'string' && s.documentId !== '');

const all =
  (...preds: SenderPredicate[]): SenderPredicate =>
  (s, ctx) =>
    preds.every((p) => p(s, ctx));

/** The panel's page is only ever shown inside a page: opened as a tab of its own it is still no popup. */
const notPanelPage: SenderPredicate = (s, ctx) => !fromPanelPage(s, ctx);

export const isExtensionPage = all(fromThisExtension, fromExtensionOrigin, ownsItsTab, notPanelPage);
const isPanelFrame = all(fromThisExtension, fromPanelPage, fromTabSubframe, documentIdIfGiven);
const isTopFrameContentScript = all(fromThisExtension, fromWebTab, fromTopFrame);

/** Extension pages may send everything but the panel frame's link (which only a frame in a tab can use). */
const RIGHTS: Record<Audience, SenderPredicate> = {
  extension: isExtensionPage,
  page: (s, ctx) => isExtensionPage(s, ctx) || isPanelFrame(s, ctx),
  panel: isPanelFrame,
  content: (s, ctx) => isExtensionPage(s, ctx) || isTopFrameContentScript(s, ctx),
  script: isTopFrameContentScript,
};

/** May this sender send a message meant for `audience`? */
export function senderMayUse(audience: Audience, sender: Sender, ctx: PolicyContext): boolean {
  return RIGHTS[audience](sender, ctx);
}
