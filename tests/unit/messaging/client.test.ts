import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { send } from '@/utils/ui-safe/messaging/client';

describe('send', () => {
  afterEach(() => fakeBrowser.reset());

  it.each([
    ['no reply (the worker was stopped while it worked)', () => Promise.resolve(undefined)],
    [
      'a closed message port',
      () => Promise.reject(new Error('The message port closed before a response was received.')),
    ],
  ])('turns %s into noBackground, which says to try again', async (_name, reply) => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
    const answer = await send('search.last', {});
    expect(answer).toMatchObject({ ok: false, error: { kind: 'noBackground' } });
    expect(answer.ok === false && answer.error.message).toMatch(/Try again\.$/);
  });

  it('passes a reply through', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ ok: true, data: null } as never);
    expect(await send('search.last', {})).toEqual({ ok: true, data: null });
  });
});
