import { describe, expect, it } from 'vitest';
import { hostPattern } from '@/utils/ui-safe/host-pattern';

describe('hostPattern', () => {
  it.each([
    ['https://api.search.brave.com', 'https://api.search.brave.com/*'],
    ['https://api.search.brave.com:443', 'https://api.search.brave.com/*'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    ['http://localhost:3000', 'http://localhost/*'],
  ])('%s → %s (no port: Firefox never matches a pattern with one)', (origin, pattern) => {
    expect(hostPattern(origin)).toBe(pattern);
  });
});
