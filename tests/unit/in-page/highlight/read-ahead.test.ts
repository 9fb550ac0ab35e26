import { afterEach, describe, expect, it } from 'vitest';
import { createReadAhead } from '@/entrypoints/in-page/highlight/read-ahead';
import { buildTextMap } from '@/entrypoints/in-page/highlight/text-map';

/** The page: a paragraph, and Scout's own host (excluded, as panel-controller.ts excludes its host). */
function page() {
  const paragraph = document.createElement('p');
  paragraph.textContent = 'Coffee at Torra Roasters.';
  const host = document.createElement('scout-panel');
  document.body.append(paragraph, host);
  return { paragraph, host, text: paragraph.firstChild as Text };
}

/** A read-ahead whose reads are counted; the map is the real one of the body. */
function readAhead(isExcluded: (element: Element) => boolean) {
  const reads: Element[] = [];
  const ahead = createReadAhead(isExcluded, (root) => {
    reads.push(root);
    return buildTextMap(root, { isExcluded });
  });
  return { ahead, reads };
}

/** Lets the read-ahead's task (after the next frame) run. */
const idle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

afterEach(() => document.body.replaceChildren());

describe('createReadAhead', () => {
  it('reads the body once, in a task after the next frame, and hands the map over once', async () => {
    const { host } = page();
    const { ahead, reads } = readAhead((element) => element === host);
    ahead.start();
    expect(reads).toHaveLength(0);
    await idle();
    expect(reads).toEqual([document.body]);
    const map = ahead.take(document.body);
    expect(map?.haystack).toBe('coffee at torra roasters.');
    expect(ahead.take(document.body)).toBeUndefined();
    expect(reads).toHaveLength(1);
  });

  it('gives nothing when the page changed after the read: text, an attribute, a node added or removed', async () => {
    const changes: ((p: ReturnType<typeof page>) => void)[] = [
      ({ text }) => (text.data = 'Coffee at Café Miradouro.'),
      ({ paragraph }) => paragraph.setAttribute('class', 'collapsed'),
      ({ paragraph }) => paragraph.append(document.createElement('b')),
      ({ paragraph }) => paragraph.remove(),
    ];
    // Taken at once (the change still in the observer's queue) and after the observer's callback ran.
    for (const settle of [async () => {}, idle])
      for (const change of changes) {
        document.body.replaceChildren();
        const current = page();
        const { ahead } = readAhead((element) => element === current.host);
        ahead.start();
        await idle();
        change(current);
        await settle();
        expect(ahead.take(document.body), String(change)).toBeUndefined();
      }
  });

  it("keeps the map through changes to Scout's own host: its attributes, its insertion and removal", async () => {
    const { host } = page();
    const { ahead } = readAhead((element) => element.localName === 'scout-panel');
    ahead.start();
    await idle();
    host.setAttribute('style', 'top: 10px');
    host.remove();
    document.body.append(document.createElement('scout-panel'));
    await idle();
    expect(ahead.take(document.body)).toBeDefined();
  });

  it('gives nothing when asked before the read ran (and then never reads), for another root, or after the window was resized', async () => {
    const { host } = page();
    const { ahead, reads } = readAhead((element) => element === host);
    ahead.start();
    expect(ahead.take(document.body)).toBeUndefined();
    await idle();
    expect(reads).toHaveLength(0);

    ahead.start();
    await idle();
    expect(ahead.take(document.createElement('main'))).toBeUndefined();

    ahead.start();
    await idle();
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: width - 200, configurable: true });
    try {
      expect(ahead.take(document.body)).toBeUndefined();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it('reads again when started again, dropping the earlier map', async () => {
    const { host, text } = page();
    const { ahead, reads } = readAhead((element) => element === host);
    ahead.start();
    await idle();
    text.data = 'Tea at Quiosque do Largo.';
    ahead.start();
    await idle();
    expect(reads).toHaveLength(2);
    expect(ahead.take(document.body)?.haystack).toBe('tea at quiosque do largo.');
  });
});
