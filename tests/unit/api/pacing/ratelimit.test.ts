// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isMonthlyExhausted,
  monthlyResetsAt,
  parseRateLimitHeaders,
  parseRetryAfter,
} from '@/utils/worker/api/pacing/ratelimit';

const NOW = 1_700_000_000_000;
const parse = (headers: Record<string, string>) => parseRateLimitHeaders(new Headers(headers), NOW);

describe('parseRateLimitHeaders', () => {
  it('reads the documentation example', () => {
    const info = parse({
      'X-RateLimit-Limit': '1, 15000',
      'X-RateLimit-Policy': '1;w=1, 15000;w=2592000',
      'X-RateLimit-Remaining': '1, 1000',
      'X-RateLimit-Reset': '1, 1419704',
    });
    expect(info).toEqual({
      perSecond: { limit: 1, remaining: 1, resetMs: 1000, windowMs: 1000 },
      monthly: { limit: 15000, remaining: 1000, resetMs: 1_419_704_000, uncapped: false },
      observedAt: NOW,
    });
    expect(isMonthlyExhausted(info)).toBe(false);
    expect(monthlyResetsAt(info)).toBe(NOW + 1_419_704_000);
  });

  it('reads lowercase HTTP/2 names and the uncapped Search plan (`50, 0`)', () => {
    const info = parse({
      'x-ratelimit-limit': '50, 0',
      'x-ratelimit-policy': '50;w=1, 0;w=2678400',
      'x-ratelimit-remaining': '49, 0',
      'x-ratelimit-reset': '1, 2558678',
    });
    expect(info?.perSecond.limit).toBe(50);
    expect(info?.monthly).toMatchObject({ limit: 0, remaining: 0, uncapped: true });
    expect(isMonthlyExhausted(info)).toBe(false);
  });

  it('flags a capped monthly window with nothing left', () => {
    expect(isMonthlyExhausted(parse({ 'X-RateLimit-Limit': '1, 2000', 'X-RateLimit-Remaining': '0, 0' }))).toBe(true);
  });

  it('uses the policy to tell windows apart, whatever their order', () => {
    const info = parse({
      'X-RateLimit-Limit': '15000, 10',
      'X-RateLimit-Policy': '15000;w=2592000, 10;w=2',
      'X-RateLimit-Remaining': '900, 3',
    });
    expect(info?.perSecond).toMatchObject({ limit: 10, remaining: 3, windowMs: 2000 });
    expect(info?.monthly).toMatchObject({ limit: 15000, remaining: 900 });
  });

  it('without a policy, takes per-second first and monthly second', () => {
    const info = parse({ 'X-RateLimit-Limit': '20', 'X-RateLimit-Remaining': '19' });
    expect(info?.perSecond).toMatchObject({ limit: 20, remaining: 19, resetMs: null, windowMs: 1000 });
    expect(info?.monthly).toMatchObject({ limit: null, remaining: null, uncapped: false });
  });

  it('tolerates garbage', () => {
    expect(parse({})).toBeNull();
    expect(parse({ 'X-RateLimit-Limit': 'lots, -1', 'X-RateLimit-Remaining': 'NaN' })).toBeNull();
    const info = parse({
      'X-RateLimit-Limit': 'x, 2000',
      'X-RateLimit-Remaining': '1e3, 5',
      'X-RateLimit-Policy': 'garbage;w=abc',
    });
    expect(info?.perSecond.limit).toBeNull();
    expect(info?.monthly).toMatchObject({ limit: 2000, remaining: 5 });
    expect(parse({ 'X-RateLimit-Limit': '1,'.repeat(500) })).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter(' 0.5 ', NOW)).toBe(500);
    expect(parseRetryAfter('3600', NOW)).toBe(3_600_000);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000);
    expect(parseRetryAfter(new Date(NOW - 90_000).toUTCString(), NOW)).toBe(0);
  });

  it('returns null for missing or garbled values', () => {
    for (const value of [null, '', '-5', 'soon', 'Tue, 99 Foo 20xx']) expect(parseRetryAfter(value, NOW)).toBeNull();
  });
});
