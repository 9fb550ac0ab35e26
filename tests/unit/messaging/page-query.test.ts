import { describe, expect, it } from 'vitest';
import { pageQuery } from '@/utils/worker/messaging/protocol';

describe('pageQuery: text a page hands over (F5)', () => {
  it('keeps markup as plain text: it is never parsed', () => {
    expect(pageQuery.parse('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('clamps what it accepts', () => {
    expect(pageQuery.parse('word '.repeat(20_000)).split(' ')).toHaveLength(50);
  });

  it('refuses text that is empty after cleaning', () => {
    expect(pageQuery.safeParse('\u200B \u0000 ').success).toBe(false);
  });

  it('refuses more than 200,000 characters outright', () => {
    expect(pageQuery.safeParse('a'.repeat(200_001)).success).toBe(false);
  });
});
