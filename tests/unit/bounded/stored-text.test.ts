import { describe, expect, it } from 'vitest';
import { fromStoredText } from '@/utils/worker/bounded/stored-text';

describe('fromStoredText (values kept in storage.session as their JSON text)', () => {
  it('reads JSON text as its value, each read a copy of its own', () => {
    const text = JSON.stringify({ q: 'heron', view: { results: [1, 2] } });
    const first = fromStoredText(text);
    expect(first).toEqual({ q: 'heron', view: { results: [1, 2] } });
    expect(fromStoredText(text)).not.toBe(first);
  });

  it('reads a value stored as itself (before 2026-11-27) as it is, and nothing as nothing', () => {
    const value = { q: 'heron' };
    expect(fromStoredText(value)).toBe(value);
    expect(fromStoredText(undefined)).toBeUndefined();
    expect(fromStoredText(null)).toBeNull();
  });

  it('reads garbled text as nothing', () => {
    expect(fromStoredText('{"q":')).toBeUndefined();
  });
});
