import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '@/utils/ui-safe/settings/base-url';

describe('checkBaseUrl', () => {
  it.each([
    ['https://api.search.brave.com/res/v1', 'https://api.search.brave.com/res/v1', 'https://api.search.brave.com'],
    ['  https://proxy.example/brave/res/v1//  ', 'https://proxy.example/brave/res/v1', 'https://proxy.example'],
    ['http://127.0.0.1:8787/res/v1', 'http://127.0.0.1:8787/res/v1', 'http://127.0.0.1:8787'],
    ['http://localhost:3000/res/v1/', 'http://localhost:3000/res/v1', 'http://localhost:3000'],
  ])('accepts %s', (raw, url, origin) => {
    expect(checkBaseUrl(raw)).toEqual({ ok: true, url, origin });
  });

  it.each([
    'http://example.com/res/v1',
    'http://127.0.0.2/res/v1',
    'http://localhost.example.com/res/v1',
    'ftp://127.0.0.1/res/v1',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'not a url',
    '/res/v1',
    'https://user:pass@proxy.example/res/v1',
    'https://user@proxy.example/res/v1',
    'https://proxy.example/res/v1?token=abc',
    'https://proxy.example/res/v1?',
    'https://proxy.example/res/v1#x',
    `https://proxy.example/${'a'.repeat(600)}`,
  ])('rejects %s', (raw) => {
    expect(checkBaseUrl(raw)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says when nothing was typed', () => {
    expect(checkBaseUrl('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});
