import { describe, expect, it } from 'vitest';
import { createSupersede, ownerOf } from '@/utils/worker/background/supersede';

const extension = 'chrome-extension://scout';
const panel = (token: string, tab = 4) => ({ url: `${extension}/panel.html#${token}`, tab: { id: tab } });

describe('ownerOf', () => {
  it('is the page and its tab: the results tab stays one owner as its URL follows its searches', () => {
    const tab = (query: string) => ({ url: `${extension}/results.html${query}`, tab: { id: 3 } });
    expect(ownerOf(tab('?q=heron'))).toBe(ownerOf(tab('?q=ibis&offset=2#top')));
    expect(ownerOf(tab('?q=heron'))).not.toBe(ownerOf({ ...tab('?q=heron'), tab: { id: 4 } }));
  });

  it('tells the popup, the side panel, a panel frame and a page apart', () => {
    const owners = [
      ownerOf({ url: `${extension}/popup.html` }),
      ownerOf({ url: `${extension}/sidepanel.html` }),
      ownerOf(panel('a', 3)),
      ownerOf({ url: 'https://news.example/a?b', tab: { id: 3 } }),
    ];
    expect(new Set(owners).size).toBe(4);
  });

  it('keeps the panel frames of two tabs apart', () => {
    expect(ownerOf(panel('a', 4))).not.toBe(ownerOf(panel('a', 5)));
  });
});

describe('createSupersede (D10)', () => {
  it("a new task of the same owner aborts the one before; another owner's is left alone", async () => {
    const run = createSupersede();
    const signals: AbortSignal[] = [];
    const task = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    };
    const first = run('a', task);
    const other = run('b', task);
    const second = run('a', task);
    await Promise.all([first, other, second]);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false, false]);
  });

  it('aborts the search of a panel frame when the next job’s frame in the same tab searches', async () => {
    const run = createSupersede();
    let first: AbortSignal | undefined;
    void run(ownerOf(panel('a')), (signal) => {
      first = signal;
      return new Promise<void>(() => {});
    });
    await run(ownerOf(panel('b')), async () => undefined);
    expect(first?.aborted).toBe(true);
  });
});
