import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostnameOf, safeHttpUrl, safeImageUrl } from '@/utils/ui-safe/richtext/links';

describe('safeHttpUrl (docs/security-plan.md C2)', () => {
  it.each([
    ['https://example.com/path?q=1#x', 'https://example.com/path?q=1#x'],
    ['http://example.com', 'http://example.com/'],
    ['  HTTPS://Example.COM/a b  ', 'https://example.com/a%20b'],
    ['https://例え.jp/', 'https://xn--r8jz45g.jp/'],
  ])('accepts %j', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'chrome://settings',
    'chrome-extension://abc/page.html',
    'about:blank',
    'blob:https://example.com/uuid',
    'ftp://example.com/',
    '/relative/path',
    '//example.com/protocol-relative',
    'example.com',
    '?q=1',
    'http://',
    'https://',
    'not a url',
    '',
    '   ',
    'https://user:pass@example.com/',
    'https://bank.example@evil.example/',
    `https://example.com/${'a'.repeat(3000)}`,
  ])('rejects %j', (input) => {
    expect(safeHttpUrl(input)).toBeUndefined();
  });

  it.each([undefined, null, 42, {}, ['https://example.com'], { href: 'https://example.com' }])(
    'rejects non-string %j',
    (input) => {
      expect(safeHttpUrl(input)).toBeUndefined();
    },
  );
});

describe('safeImageUrl', () => {
  it('accepts https only', () => {
    expect(safeImageUrl('https://imgs.search.brave.com/x/rs:fit:32:32:1:0/g:ce/aHR0')).toBe(
      'https://imgs.search.brave.com/x/rs:fit:32:32:1:0/g:ce/aHR0',
    );
    expect(safeImageUrl('http://example.com/a.png')).toBeUndefined();
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
  });
});

describe('hostnameOf', () => {
  it('gives the hostname of safe URLs only', () => {
    expect(hostnameOf('https://www.youtube.com/watch?v=1')).toBe('www.youtube.com');
    expect(hostnameOf('javascript:alert(1)')).toBeUndefined();
  });
});

describe('safeImageUrl and the local API stand-in', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses http images, loopback included, outside the demo build', () => {
    expect(safeImageUrl('http://127.0.0.1:8787/__emulator/img/a.svg')).toBeUndefined();
  });

  it('shows the stand-in’s loopback images in the demo build, and still no other http image', () => {
    vi.stubEnv('MODE', 'demo');
    expect(safeImageUrl('http://127.0.0.1:8787/__emulator/img/a.svg')).toBe(
      'http://127.0.0.1:8787/__emulator/img/a.svg',
    );
    expect(safeImageUrl('http://localhost:8787/x.png')).toBe('http://localhost:8787/x.png');
    expect(safeImageUrl('http://images.example/x.png')).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
  });
});
