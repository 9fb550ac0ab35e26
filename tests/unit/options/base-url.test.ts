import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, needsPermission, originOf } from '@/entrypoints/options/base-url';

describe('origins', () => {
  it('name where the key goes, falling back to the default API', () => {
    expect(originOf('http://127.0.0.1:8787/res/v1')).toBe('http://127.0.0.1:8787');
    expect(originOf(undefined)).toBe('https://api.search.brave.com');
    expect(originOf('garbage')).toBe(DEFAULT_ORIGIN);
  });

  it('need a permission request unless it is the default API origin', () => {
    expect(needsPermission(DEFAULT_ORIGIN)).toBe(false);
    expect(needsPermission('https://proxy.example')).toBe(true);
    expect(needsPermission('http://127.0.0.1:8787')).toBe(true);
  });
});
