import { describe, expect, it } from 'vitest';
import { surfaceOf } from '@/utils/worker/background/surface';

const EXT = 'chrome-extension://abcdefghijklmnop';

describe('surfaceOf: from the browser-stamped sender only', () => {
  it('names Scout’s pages by their path, a web tab as the in-page panel, anything else as the worker', () => {
    expect(surfaceOf({ url: `${EXT}/popup.html` })).toBe('popup');
    expect(surfaceOf({ url: `${EXT}/results.html?q=x` })).toBe('results');
    expect(surfaceOf({ url: `${EXT}/sidepanel.html` })).toBe('sidePanel');
    expect(surfaceOf({ url: `${EXT}/options.html#spending` })).toBe('options');
    expect(surfaceOf({ url: `${EXT}/panel.html`, tab: { id: 3 }, frameId: 2 })).toBe('inPage');
    expect(surfaceOf({ url: 'https://example.com/', tab: { id: 3 }, frameId: 0 })).toBe('inPage');
    expect(surfaceOf({ url: `${EXT}/other.html` })).toBe('worker');
    expect(surfaceOf({ url: 'not a url' })).toBe('worker');
    expect(surfaceOf(undefined)).toBe('worker');
  });
});
