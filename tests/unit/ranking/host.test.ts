// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostOfUrl, normaliseHost, onSite } from '@/utils/ui-safe/ranking/host';

describe('normaliseHost', () => {
  it('keeps a plain host, lower-cased, without a trailing dot; an IDN in its ASCII form', () => {
    expect(normaliseHost('Example.COM')).toBe('example.com');
    expect(normaliseHost('docs.python.org.')).toBe('docs.python.org');
    expect(normaliseHost('bücher.de')).toBe('xn--bcher-kva.de');
    expect(normaliseHost('192.168.0.1')).toBe('192.168.0.1');
  });

  it('refuses anything that would be more than a host in a Goggle line', () => {
    const hostile = [
      'evil.com,boost=10',
      'evil.com$discard',
      'evil.com\n$boost=10,site=x.com',
      'evil.com\r',
      'evil .com',
      'evil.com/path',
      'user@evil.com',
      'evil.com:8080',
      'a=b.com',
      '*.evil.com',
      '!evil.com',
      '',
      'localhost',
      '-evil.com',
      'evil-.com',
      'a..com',
      `${'a'.repeat(64)}.com`,
      `${'a.'.repeat(127)}com`,
    ];
    for (const host of hostile) expect(normaliseHost(host), JSON.stringify(host)).toBeUndefined();
    expect(normaliseHost(42)).toBeUndefined();
    expect(normaliseHost(undefined)).toBeUndefined();
  });
});

describe('hostOfUrl and onSite', () => {
  it('takes the host of an http(s) address only', () => {
    expect(hostOfUrl('https://Docs.Python.org/3/')).toBe('docs.python.org');
    expect(hostOfUrl('javascript:alert(1)')).toBeUndefined();
    expect(hostOfUrl('not a url')).toBeUndefined();
    expect(hostOfUrl(undefined)).toBeUndefined();
  });

  it('matches a site and its subdomains, not a look-alike', () => {
    expect(onSite('example.com', 'example.com')).toBe(true);
    expect(onSite('www.example.com', 'example.com')).toBe(true);
    expect(onSite('badexample.com', 'example.com')).toBe(false);
    expect(onSite('example.com', 'www.example.com')).toBe(false);
  });
});
