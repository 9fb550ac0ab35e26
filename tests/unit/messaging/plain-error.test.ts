import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { knownError, toPlainError } from '@/utils/ui-safe/view/plain-error';
import { send } from '@/utils/ui-safe/messaging/client';
import { openStream } from '@/utils/ui-safe/messaging/port-client';
import { ApiError } from '@/utils/worker/api/errors';
import { ServiceError } from '@/utils/worker/services/service-error';

afterEach(() => vi.restoreAllMocks());

describe('errors arriving over messaging are mapped to the closed list of kinds', () => {
  it('keeps a known kind and its well-typed fields, drops the rest', () => {
    expect(knownError({ kind: 'rateLimited', message: 'm', retryAfterMs: 1000, status: '429', stack: 'x' })).toEqual({
      kind: 'rateLimited',
      message: 'm',
      retryAfterMs: 1000,
    });
  });

  it('a kind from a background of another version becomes `unknown`, never passed through', () => {
    expect(knownError({ kind: 'someNewKind', message: 'm' })).toEqual({ kind: 'unknown', message: 'm' });
    expect(knownError({ kind: 'toString' }).kind).toBe('unknown');
    expect(knownError(null).kind).toBe('unknown');
  });

  it('send() maps an unknown kind in a reply', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({
      ok: false,
      error: { kind: 'fromTheFuture', message: 'm' },
    } as never);
    expect(await send('ping', {})).toEqual({ ok: false, error: { kind: 'unknown', message: 'm' } });
  });

  it('a stream maps an unknown kind in an error event', () => {
    const listeners: ((event: unknown) => void)[] = [];
    const port = {
      onMessage: { addListener: (l: (e: unknown) => void) => listeners.push(l) },
      onDisconnect: { addListener: () => {} },
      postMessage: () => {},
      disconnect: () => {},
    };
    vi.spyOn(fakeBrowser.runtime, 'connect').mockReturnValue(
      port as unknown as ReturnType<typeof fakeBrowser.runtime.connect>,
    );
    const events: unknown[] = [];
    openStream('scout.places', { searchId: 's' }, { onEvent: (event) => events.push(event) });
    listeners[0]!({ type: 'error', error: { kind: 'fromTheFuture', message: 'm' } });
    listeners[0]!({ type: 'done' });
    expect(events).toEqual([{ type: 'error', error: { kind: 'unknown', message: 'm' } }, { type: 'done' }]);
  });

  it('the background sends only known kinds: typed errors keep theirs, anything else is `internal`', () => {
    expect(toPlainError(new ServiceError('slowDown')).kind).toBe('slowDown');
    expect(toPlainError(new ApiError('noPermission')).kind).toBe('noPermission');
    expect(toPlainError({ toPlain: () => ({ kind: 'made-up', message: 'x' }) }).kind).toBe('unknown');
    expect(toPlainError(new Error('boom'))).toEqual({
      kind: 'internal',
      message: 'Something went wrong inside Scout. Try again.',
    });
  });
});
