import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { createRouter, type Protocol } from '@/utils/worker/messaging/router';
import type { PolicyContext, Sender } from '@/utils/worker/messaging/sender-policy';

const ctx: PolicyContext = { extensionId: 'scoutid', extensionOrigin: 'chrome-extension://scoutid' };
const popup: Sender = {
  id: 'scoutid',
  url: 'chrome-extension://scoutid/popup.html',
  origin: 'chrome-extension://scoutid',
};
const page: Sender = {
  id: 'scoutid',
  url: 'https://evil.example/',
  origin: 'https://evil.example',
  tab: { id: 1 },
  frameId: 0,
};

const testProtocol = {
  echo: {
    audience: 'content',
    request: z.strictObject({ q: z.string().max(10) }),
    response: z.object({ q: z.string() }),
  },
  secret: { audience: 'extension', request: z.strictObject({}), response: z.object({ hint: z.string() }) },
  broken: { audience: 'extension', request: z.strictObject({}), response: z.object({ n: z.number() }) },
  quota: { audience: 'content', request: z.strictObject({}), response: z.object({}) },
} satisfies Protocol;

/** A failure as the API layer reports a spent quota: with the details only Scout's own pages may see. */
const quotaError = {
  toPlain: () => ({
    kind: 'quotaExhausted',
    message: 'Quota used up.',
    status: 429,
    code: 'QUOTA_LIMITED',
    resetsAt: 1_900_000_000_000,
    retryAfterMs: 5_000,
  }),
};

function setup() {
  const handlers = {
    echo: vi.fn(async ({ q }: { q: string }) => ({ q })),
    secret: vi.fn(async () => ({ hint: '…abcd', key: 'sk-live-SECRET' }) as { hint: string }),
    broken: vi.fn(async () => {
      throw new Error('raw failure with sk-live-SECRET inside');
    }),
    quota: vi.fn(async () => {
      throw quotaError;
    }),
  };
  return { handlers, route: createRouter(testProtocol, handlers, ctx) };
}

describe('createRouter', () => {
  it('tells a content script only the kind, sentence and wait of a failure, never quota details (A10)', async () => {
    const { route } = setup();
    expect(await route({ type: 'quota', data: {} }, page)).toEqual({
      ok: false,
      error: { kind: 'quotaExhausted', message: 'Quota used up.', retryAfterMs: 5_000 },
    });
    expect(await route({ type: 'quota', data: {} }, popup)).toEqual({ ok: false, error: quotaError.toPlain() });
  });

  it('calls the handler for a valid message from an allowed sender', async () => {
    const { route, handlers } = setup();
    expect(await route({ type: 'echo', data: { q: 'hi' } }, page)).toEqual({ ok: true, data: { q: 'hi' } });
    expect(handlers.echo).toHaveBeenCalledOnce();
  });

  it('strips fields a handler returns beyond the response schema', async () => {
    const { route } = setup();
    expect(await route({ type: 'secret', data: {} }, popup)).toEqual({ ok: true, data: { hint: '…abcd' } });
  });

  it('rejects privileged messages from a content script without calling the handler (A2)', async () => {
    const { route, handlers } = setup();
    const reply = await route({ type: 'secret', data: {} }, page);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(handlers.secret).not.toHaveBeenCalled();
  });

  it.each([
    ['unknown type', { type: 'getKey', data: {} }, 'unknownMessage'],
    ['inherited property as type', { type: '__proto__', data: {} }, 'unknownMessage'],
    ['constructor as type', { type: 'constructor' }, 'unknownMessage'],
    ['not an object', 'echo', 'badMessage'],
    ['null', null, 'badMessage'],
    ['extra envelope field', { type: 'echo', data: { q: 'a' }, from: 'popup' }, 'badMessage'],
    ['extra request field', { type: 'echo', data: { q: 'a', url: 'https://x' } }, 'badRequest'],
    ['wrong field type', { type: 'echo', data: { q: 42 } }, 'badRequest'],
    ['oversized field', { type: 'echo', data: { q: 'x'.repeat(1_000_000) } }, 'badRequest'],
  ])('rejects %s (A5)', async (_name, message, kind) => {
    const { route, handlers } = setup();
    expect(await route(message, popup)).toMatchObject({ ok: false, error: { kind } });
    expect(handlers.echo).not.toHaveBeenCalled();
  });

  it('does not echo rejected input back in the error', async () => {
    const { route } = setup();
    const reply = await route({ type: 'echo', data: { q: '<script>hostile</script>' } }, popup);
    expect(JSON.stringify(reply)).not.toContain('hostile');
  });

  it('turns a throwing handler into a generic error that carries no raw text (B5)', async () => {
    const { route } = setup();
    const reply = await route({ type: 'broken', data: {} }, popup);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(reply)).not.toContain('SECRET');
  });

  it('survives any message from any sender with a typed reply and an untouched prototype (A5)', async () => {
    const { route } = setup();
    const senders = fc.constantFrom(popup, page, { ...page, frameId: 2 }, {} as Sender);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('echo', 'secret', 'x'), data: fc.anything() })),
        senders,
        async (message, sender) => {
          const reply = await route(message, sender);
          expect(typeof reply.ok).toBe('boolean');
          if (!reply.ok) expect(typeof reply.error.kind).toBe('string');
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
