import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { describe, expect, it, vi } from 'vitest';
import type { StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import { openResumableStream, type OpenStream } from '@/components/streams/resumable-stream';

/** A fake `openStream` that records each connection so the test can play the background's part. */
function fakePorts() {
  const connections: { handlers: StreamHandlers<'scout.summary'>; closed: boolean }[] = [];
  const open = ((_name: string, _start: unknown, handlers: StreamHandlers<'scout.summary'>) => {
    const connection = { handlers, closed: false };
    connections.push(connection);
    return () => {
      connection.closed = true;
    };
  }) as unknown as OpenStream;
  return { open, connections };
}

const final: SummaryEvent = {
  type: 'summary',
  summary: { blocks: [], citations: [], sources: [], entities: [], followups: [], status: 'complete' },
  final: true,
};
const partial: SummaryEvent = { ...final, final: false };

function start(open: OpenStream) {
  const events: unknown[] = [];
  const onLost = vi.fn();
  const close = openResumableStream(
    'scout.summary',
    { searchId: 's' },
    { onEvent: (e) => events.push(e), isLast: (e) => e.type === 'summary' && e.final, onLost },
    open,
  );
  return { events, onLost, close };
}

describe('openResumableStream', () => {
  it('does nothing more when the port closes after the last event', () => {
    const { open, connections } = fakePorts();
    const { events, onLost } = start(open);
    connections[0]!.handlers.onEvent(final);
    connections[0]!.handlers.onClose?.();
    expect(connections).toHaveLength(1);
    expect(events).toEqual([final]);
    expect(onLost).not.toHaveBeenCalled();
  });

  it('reconnects once when the port closes early (a worker restart), and the resumed stream finishes', () => {
    const { open, connections } = fakePorts();
    const { events, onLost } = start(open);
    connections[0]!.handlers.onEvent(partial);
    connections[0]!.handlers.onClose?.();
    expect(connections).toHaveLength(2);
    connections[1]!.handlers.onEvent(final);
    connections[1]!.handlers.onClose?.();
    expect(events).toEqual([partial, final]);
    expect(onLost).not.toHaveBeenCalled();
  });

  it('says when it reconnects, before the resumed stream’s first event', () => {
    const { open, connections } = fakePorts();
    const order: string[] = [];
    openResumableStream(
      'scout.summary',
      { searchId: 's' },
      {
        onEvent: () => order.push('event'),
        isLast: () => false,
        onLost: () => order.push('lost'),
        onReconnect: () => order.push('reconnect'),
      },
      open,
    );
    connections[0]!.handlers.onEvent(partial);
    connections[0]!.handlers.onClose?.();
    connections[1]!.handlers.onEvent(partial);
    expect(order).toEqual(['event', 'reconnect', 'event']);
  });

  it('gives up after a second early close and says the stream was lost', () => {
    const { open, connections } = fakePorts();
    const { onLost } = start(open);
    connections[0]!.handlers.onClose?.();
    connections[1]!.handlers.onClose?.();
    expect(connections).toHaveLength(2);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('closing it closes the current port and never reconnects', () => {
    const { open, connections } = fakePorts();
    const { close, onLost } = start(open);
    close();
    expect(connections[0]!.closed).toBe(true);
    connections[0]!.handlers.onClose?.();
    expect(connections).toHaveLength(1);
    expect(onLost).not.toHaveBeenCalled();
  });
});
