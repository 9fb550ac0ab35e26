import { describe, expect, it } from 'vitest';
import { protocol } from '@/utils/contract/protocol';

/** The text of a `page.search` request as the protocol checks it (its `pageQuery`), or undefined when refused. */
function pageQuery(q: unknown): string | undefined {
  const parsed = protocol['page.search'].request.safeParse({ q });
  return parsed.success ? parsed.data.q : undefined;
}

describe('pageQuery: text a page hands over (F5)', () => {
  it('keeps markup as plain text: it is never parsed', () => {
    expect(pageQuery('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('clamps what it accepts', () => {
    expect(pageQuery('word '.repeat(20_000))?.split(' ')).toHaveLength(50);
  });

  it('refuses text that is empty after cleaning', () => {
    expect(pageQuery('\u200B \u0000 ')).toBeUndefined();
  });

  it('refuses more than 200,000 characters outright', () => {
    expect(pageQuery('a'.repeat(200_001))).toBeUndefined();
  });
});
