import { beforeEach, describe, expect, it } from 'vitest';
import { takeOverShell } from '@/components/app/shell';
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { searchShellHtml } from '@/scripts/build/search-shell';

/** Markup as the page's HTML would hold it (parsed, as the browser does; no innerHTML in Scout's code). */
const parsed = (html: string) => [...new DOMParser().parseFromString(html, 'text/html').body.childNodes];

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.replaceChildren(...parsed(searchShellHtml('narrow')));
  document.body.replaceChildren(root);
});
const shellBox = () => root.querySelector('input')!;

describe("takeOverShell (the page's box before the app starts)", () => {
  it('returns what was typed and where the caret was, and empties the root for the app', () => {
    shellBox().value = 'heron';
    shellBox().setSelectionRange(2, 3);
    expect(takeOverShell(root)).toEqual({ text: 'heron', start: 2, end: 3 });
    expect(root.childNodes).toHaveLength(0);
  });

  it('returns nothing when nothing was typed (the app opens as it always did)', () => {
    expect(takeOverShell(root)).toBeUndefined();
    expect(root.childNodes).toHaveLength(0);
  });

  it("cuts a longer text to the API's length, as the app's box would have (limits.ts)", () => {
    shellBox().value = 'x'.repeat(MAX_QUERY_CHARS + 20);
    const typed = takeOverShell(root)!;
    expect(typed.text).toHaveLength(MAX_QUERY_CHARS);
    expect(typed.end).toBeLessThanOrEqual(MAX_QUERY_CHARS);
  });

  it('leaves a page without a shell alone but empty', () => {
    root.replaceChildren(...parsed('<p>old</p>'));
    expect(takeOverShell(root)).toBeUndefined();
    expect(root.childNodes).toHaveLength(0);
  });
});
