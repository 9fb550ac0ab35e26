import { describe, expect, it } from 'vitest';
import { hasSite, siteHost, withSite, withoutSite } from '@/utils/ui-safe/query/site';

describe('site:', () => {
  it('takes the host of http(s) pages only', () => {
    expect(siteHost('https://docs.python.org/3/tutorial/')).toBe('docs.python.org');
    expect(siteHost('http://127.0.0.1:8080/x')).toBe('127.0.0.1');
    for (const url of [
      'chrome://settings',
      'file:///etc/passwd',
      'chrome-extension://abc/popup.html',
      'nonsense',
      undefined,
    ])
      expect(siteHost(url)).toBeUndefined();
  });

  it('puts site:<host> first, replacing another site:, and leaves a space to type after', () => {
    expect(withSite('', 'example.com')).toBe('site:example.com ');
    expect(withSite('python tutorial', 'example.com')).toBe('site:example.com python tutorial');
    expect(withSite('site:other.org python', 'example.com')).toBe('site:example.com python');
    expect(hasSite('site:example.com python', 'EXAMPLE.com')).toBe(true);
    expect(hasSite('site:example.com.evil python', 'example.com')).toBe(false);
    expect(withoutSite('python site:example.com tutorial')).toBe('python tutorial');
  });
});
