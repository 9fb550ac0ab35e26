/**
 * What the content script does on the page for its panel's frame (utils/ui-safe/messaging/panel-link.ts): only for the frame
 * holding the current token, and of those only the frame document that said hello first (a page that learned the
 * token and framed the panel's page itself gets nothing).
 */
import type { PageCommand, PanelFrameRef } from '@/utils/ui-safe/messaging/page-commands';
import type { PanelJob, PanelReply, PanelRequest, PanelScheme } from '@/utils/ui-safe/messaging/panel-link';
import type { PageHighlights } from './page-highlights';
import type { PanelFrame } from './panel-frame';
import type { PanelHost } from './panel-host';
import type { TopLayerWatch } from './top-layer';

/** The current frame of the panel, and what it is told on hello. */
export interface FrameSession {
  job: PanelJob;
  scheme: PanelScheme;
  frame?: PanelFrame;
  /** The frame document that said hello with the current token; only it may ask for more. */
  bound?: PanelFrameRef;
}

export interface RequestTarget {
  host: PanelHost;
  watch: TopLayerWatch;
  highlights: PageHighlights;
  move(dx: number, dy: number): void;
  close(): void;
}

const sameFrame = (a: PanelFrameRef, b: PanelFrameRef) => a.frameId === b.frameId && a.documentId === b.documentId;

/** The reply to a relayed request; undefined when it is not for this panel's frame. */
export function answerFrame(
  session: FrameSession,
  { token, frame, request }: Extract<PageCommand, { type: 'scout.panel' }>,
  target: RequestTarget,
): PanelReply | undefined {
  if (!session.frame || token !== session.frame.token) return undefined;
  if (request.type === 'hello') {
    if (session.bound && !sameFrame(session.bound, frame)) return undefined;
    session.bound = frame;
    const shown = session.frame;
    target.host.change(() => shown.heard());
    // Into the frame, so that the panel can take focus (a cross-origin frame cannot take it by itself).
    session.frame.element.focus();
    return { job: session.job, scheme: session.scheme };
  }
  if (!session.bound || !sameFrame(session.bound, frame)) return undefined;
  return actOn(target, request);
}

function actOn(target: RequestTarget, request: Exclude<PanelRequest, { type: 'hello' }>): PanelReply {
  switch (request.type) {
    case 'highlight':
      return { counts: target.highlights.show(request.places) };
    case 'clear':
      target.highlights.clear();
      return {};
    case 'reveal':
      return { found: target.highlights.reveal(request.id) };
    case 'move':
      target.move(request.dx, request.dy);
      return {};
    case 'resize':
      target.host.setHeight(request.height);
      return {};
    case 'calm':
      return target.watch.calm();
    case 'close':
      target.close();
      return {};
    case 'passage':
      return { found: target.highlights.passage(request.text) };
  }
}
