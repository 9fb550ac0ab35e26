import { describe, expect, it } from 'vitest';
import { parsePageCommand } from '@/utils/messaging/page-commands';

describe('parsePageCommand', () => {
  it('accepts each command the background sends', () => {
    const search = { searchId: 'id', query: { original: 'q' }, places: [] };
    for (const command of [
      { type: 'scout.ping' },
      { type: 'scout.summarize', text: 'x' },
      { type: 'scout.findPlaces' },
      { type: 'scout.findPlaces', text: 'x' },
      { type: 'scout.showPlaces', search },
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
  ])('rejects %s', (_name, value) => {
    expect(parsePageCommand(value)).toBeUndefined();
  });
});
