import { describe, expect, it } from 'vitest';
import { parsePageCommand } from '@/utils/ui-safe/messaging/page-commands';

const TOKEN = '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b';
const relayed = (fields: object) => ({
  type: 'scout.panel',
  token: TOKEN,
  frame: { frameId: 3 },
  request: { type: 'hello' },
  ...fields,
});

describe('parsePageCommand', () => {
  it('accepts each command the background sends', () => {
    const search = { searchId: 'id', query: { original: 'q' }, places: [] };
    for (const command of [
      { type: 'scout.ping' },
      { type: 'scout.summarize', text: 'x' },
      { type: 'scout.findPlaces' },
      { type: 'scout.findPlaces', text: 'x' },
      { type: 'scout.showPlaces', search },
      { type: 'scout.panel', token: TOKEN, frame: { frameId: 3 }, request: { type: 'hello' } },
      {
        type: 'scout.panel',
        token: TOKEN,
        frame: { frameId: 3, documentId: 'D3' },
        request: { type: 'reveal', id: 'p' },
      },
    ]) {
      expect(parsePageCommand(command)).toBe(command);
    }
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'scout.ping'],
    ['an unknown type', { type: 'search', q: 'x' }],
    ['a prototype name as type', { type: 'constructor' }],
    ['a summary without text', { type: 'scout.summarize' }],
    ['a summary of a number', { type: 'scout.summarize', text: 5 }],
    ['places with non-text text', { type: 'scout.findPlaces', text: {} }],
    ['places to show without a search', { type: 'scout.showPlaces' }],
    ['places to show without place list', { type: 'scout.showPlaces', search: { searchId: 'x', query: {} } }],
    ['a panel request without a token', relayed({ token: undefined })],
    ['a panel request with a made-up token', relayed({ token: 'scout' })],
    ['a panel request without its frame', relayed({ frame: undefined })],
    ['a panel request with a frame of text', relayed({ frame: { frameId: '3' } })],
    ['a panel request of an unknown kind', relayed({ request: { type: 'key.status' } })],
  ])('rejects %s', (_name, value) => {
    expect(parsePageCommand(value)).toBeUndefined();
  });
});
