import { afterEach, describe, expect, it } from 'vitest';
import { pageHeading, pageScheme } from '@/entrypoints/in-page/page-facts';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  document.title = '';
});

describe('pageHeading (F5)', () => {
  it('prefers the main heading, as text, over the title', () => {
    document.title = 'Site — Lisbon guide';
    document.body.append(Object.assign(document.createElement('h1'), { textContent: '  Coffee <b>in</b> Lisbon ' }));
    expect(pageHeading()).toBe('Coffee <b>in</b> Lisbon');
  });

  it('falls back to the title, then to nothing', () => {
    document.title = 'Berlin museums';
    expect(pageHeading()).toBe('Berlin museums');
    document.title = '';
    expect(pageHeading()).toBe('');
  });
});

describe('pageScheme', () => {
  it('is dark on a dark page and light on a light one', () => {
    document.body.style.backgroundColor = 'rgb(20, 20, 24)';
    expect(pageScheme()).toBe('dark');
    document.body.style.backgroundColor = 'rgb(250, 250, 250)';
    expect(pageScheme()).toBe('light');
  });

  it('looks past a transparent body to the root element', () => {
    document.body.style.backgroundColor = 'rgba(0, 0, 0, 0)';
    document.documentElement.style.backgroundColor = 'rgb(0, 0, 0)';
    expect(pageScheme()).toBe('dark');
  });

  it('is light on a page that paints nothing and declares no dark scheme', () => {
    expect(pageScheme()).toBe('light');
  });
});
