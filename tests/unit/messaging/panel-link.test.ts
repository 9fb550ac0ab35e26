import { describe, expect, it } from 'vitest';
import { isPanelToken, parsePanelEvent, parsePanelRequest, PANEL_LIMITS } from '@/utils/ui-safe/messaging/panel-link';
import { protocol } from '@/utils/contract/protocol';

const REFUSED = [
  ['nothing', undefined],
  ['an unknown type', { type: 'key.status' }],
  ['a prototype name as type', { type: 'toString' }],
  ['places that are no list', { type: 'highlight', places: 'all' }],
  ['too many places', { type: 'highlight', places: Array.from({ length: 21 }, (_, i) => ({ id: `${i}`, name: 'x' })) }],
  ['a name past the limit', { type: 'highlight', places: [{ id: 'p', name: 'x'.repeat(PANEL_LIMITS.name + 1) }] }],
  ['a place without a name', { type: 'highlight', places: [{ id: 'p' }] }],
  ['a move by text', { type: 'move', dx: '10', dy: 0 }],
  ['a move to infinity', { type: 'move', dx: Infinity, dy: 0 }],
  ['a move off the map', { type: 'move', dx: 1e9, dy: 0 }],
  ['a negative height', { type: 'resize', height: -1 }],
  ['a field the request does not have', { type: 'close', href: 'https://example.com/' }],
  ['a field a place does not have', { type: 'highlight', places: [{ id: 'p', name: 'x', html: '<b>' }] }],
] as const;

describe('parsePanelRequest: what the content script does for its frame', () => {
  it('accepts each request the panel makes', () => {
    for (const request of [
      { type: 'hello' },
      { type: 'highlight', places: [{ id: 'p1', name: 'Torra Roasters' }] },
      { type: 'clear' },
      { type: 'reveal', id: 'p1' },
      { type: 'move', dx: -24, dy: 0.5 },
      { type: 'resize', height: 420 },
      { type: 'calm' },
      { type: 'close' },
    ]) {
      expect(parsePanelRequest(request)).toBe(request);
    }
  });

  it.each(REFUSED)('refuses %s', (_name, value) => {
    expect(parsePanelRequest(value)).toBeUndefined();
  });

  it('is the background’s check too: the protocol’s `panel.page` takes and refuses the same requests and tokens', () => {
    const schema = protocol['panel.page'].request;
    const token = crypto.randomUUID();
    expect(schema.safeParse({ token, request: { type: 'move', dx: -24, dy: 0.5 } }).success).toBe(true);
    for (const [name, request] of REFUSED) expect(schema.safeParse({ token, request }).success, name).toBe(false);
    expect(schema.safeParse({ token: `${token}x`, request: { type: 'close' } }).success).toBe(false);
    const event = protocol['panel.event'].request;
    expect(event.safeParse({ token, event: { type: 'activate', id: 'p1' } }).success).toBe(true);
    expect(event.safeParse({ token, event: { type: 'activate', id: 5 } }).success).toBe(false);
  });
});

describe('the panel’s token and events', () => {
  it('takes only a UUID as a token', () => {
    expect(isPanelToken(crypto.randomUUID())).toBe(true);
    for (const value of ['', 'scout', `${crypto.randomUUID()}x`, 42, undefined])
      expect(isPanelToken(value)).toBe(false);
  });

  it('knows a clicked highlight and nothing else', () => {
    expect(parsePanelEvent({ type: 'activate', id: 'p1', extra: 1 })).toEqual({ type: 'activate', id: 'p1' });
    expect(parsePanelEvent({ type: 'activate', id: 5 })).toBeUndefined();
    expect(parsePanelEvent({ type: 'job' })).toBeUndefined();
    expect(parsePanelEvent(null)).toBeUndefined();
  });
});
