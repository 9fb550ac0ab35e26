/**
 * Streams over Ports (places filling in, a summary arriving token by token). The port's name picks the stream,
 * the browser-stamped sender decides whether it is allowed, and its first message must match the start schema.
 * Closing the port (the popup closed, the tab navigated) aborts the work behind it.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import type { Browser } from 'wxt/browser';
import { ports, type PortName, type PortStart } from '@/utils/contract/protocol';
import { errorForPage, toPlainError } from '@/utils/ui-safe/view/plain-error';
import { isExtensionPage, senderMayUse, type PolicyContext } from '@/utils/worker/messaging/sender-policy';
import type { ApiAccess } from '@/utils/worker/services/api-access';
import { enrichPlaces } from '@/utils/worker/services/places';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { runFollowupJob } from '@/utils/worker/services/summary/followup-runner';
import { runPageAnswer } from '@/utils/worker/services/page-answer/runner';
import { runResearch } from '@/utils/worker/services/research/run-research';
import { createPageGate } from './page-gate';
import { surfaceOf } from './surface';
import type { Asker } from '@/utils/worker/api/endpoints/meter';

type Port = Browser.runtime.Port;

/**
 * A page may start at most two billed AI answers in a row, then one per 10 s, per tab: as for its searches (A9), what
 * drives the panel cannot turn into a stream of bills (docs/security-plan.md A12, A14). Every answer counts: one the
 * user asked for (`ask`, counted as its port opens) and one that starts by itself ("Ask before each AI answer" off,
 * counted where it would start: `admitAnswer`, summary/answer-runner.ts), so a page's searches, limited to one a
 * second, cannot start one answer a second.
 */
const PAGE_ANSWERS = { burst: 2, intervalMs: 10_000 };
export type Stream = (
  access: ApiAccess,
  start: PortStart<PortName>,
  emit: (event: unknown) => void,
  signal: AbortSignal,
  asker: Asker,
  /** Called before a billed answer starts that no `ask` paid for; throws "slow down" when the page may start none. */
  admitAnswer?: () => void,
) => Promise<void>;

const defaultStreams: Record<PortName, Stream> = {
  'scout.places': (access, start, emit, signal, asker) =>
    enrichPlaces(access, (start as PortStart<'scout.places'>).searchId, emit as never, signal, asker),
  'scout.summary': runSummaryJob as Stream,
  'scout.followup': runFollowupJob as Stream,
  'scout.pageAnswer': runPageAnswer as Stream,
  'scout.research': runResearch as Stream,
};

const isErrorEvent = (event: unknown): event is { type: 'error'; error: PlainError } =>
  typeof event === 'object' && event !== null && (event as { type?: unknown }).type === 'error';

export function createPortHandler(
  access: ApiAccess,
  ctx: PolicyContext,
  streams: Record<PortName, Stream> = defaultStreams,
) {
  const admitPageAnswer = createPageGate({ ...PAGE_ANSWERS, now: () => access.now() });
  return function onConnect(port: Port): void {
    const name = port.name as PortName;
    if (!Object.hasOwn(ports, name) || !senderMayUse(ports[name].audience, port.sender ?? {}, ctx)) {
      port.disconnect();
      return;
    }
    const controller = new AbortController();
    let open = true;
    port.onDisconnect.addListener(() => {
      open = false;
      controller.abort();
    });
    const fromPage = !isExtensionPage(port.sender ?? {}, ctx);
    // A port that closed while we worked is not an error (docs/security-plan.md E2): its events are simply dropped.
    const emit = (raw: unknown) => {
      if (!open) return;
      // As the router does for replies: only the event schema's fields leave the background (unknown keys stripped).
      const parsed = ports[name].event.safeParse(raw);
      const event = parsed.success ? parsed.data : { type: 'error', error: toPlainError(undefined) };
      port.postMessage(fromPage && isErrorEvent(event) ? { ...event, error: errorForPage(event.error) } : event);
    };
    const onStart = (message: unknown) => {
      port.onMessage.removeListener(onStart);
      const start = ports[name].start.safeParse(message);
      if (!start.success) {
        emit({ type: 'error', error: { kind: 'badRequest', message: 'Scout rejected the request.' } });
        port.disconnect();
        return;
      }
      const tab = String(port.sender?.tab?.id);
      const asked = 'ask' in start.data && start.data.ask !== undefined;
      if (fromPage && asked) {
        try {
          admitPageAnswer(tab);
        } catch (error) {
          emit({ type: 'error', error: toPlainError(error) });
          port.disconnect();
          return;
        }
      }
      // Scout's own pages are not limited: their streams are called as before, without the gate.
      const gate: [admitAnswer: () => void] | [] = fromPage && !asked ? [() => admitPageAnswer(tab)] : [];
      streams[name](access, start.data, emit, controller.signal, { surface: surfaceOf(port.sender) }, ...gate)
        .catch((error) => emit({ type: 'error', error: toPlainError(error) }))
        .finally(() => {
          if (open) port.disconnect();
        });
    };
    port.onMessage.addListener(onStart);
  };
}
