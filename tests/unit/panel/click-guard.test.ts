/**
 * The frame's half of the billed buttons' guard (docs/security-plan.md F8): IntersectionObserver v2 where the browser
 * has it (Chrome), and the content script's `calm` everywhere. happy-dom has no v2, so a fake one stands in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardBilled, onIgnored, watchVisibility } from '@/entrypoints/panel/click-guard';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

/** An IntersectionObserver v2 whose entries the test sends; returns `report(isVisible)`. */
function fakeVersion2() {
  let callback: IntersectionObserverCallback = () => {};
  const options: IntersectionObserverInit[] = [];
  class Entry {}
  Object.defineProperty(Entry.prototype, 'isVisible', { value: false });
  vi.stubGlobal('IntersectionObserverEntry', Entry);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
        callback = cb;
        options.push(init);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options,
    report: (isVisible: boolean) => callback([{ isVisible } as never], {} as IntersectionObserver),
  };
}

function watch() {
  const ignored = vi.fn();
  stops.push(onIgnored(ignored));
  stops.push(watchVisibility(document.body));
  return ignored;
}

describe('guardBilled (F8)', () => {
  it('runs a billed action when the content script says the page is calm, and not otherwise', async () => {
    const ignored = watch();
    const run = vi.fn();
    await guardBilled(run, async () => ({ calm: false }));
    await guardBilled(run, async () => undefined);
    expect(run).not.toHaveBeenCalled();
    expect(ignored).toHaveBeenCalledTimes(2);
    await guardBilled(run, async () => ({ calm: true }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('says why it refused: the page shows something in its top layer, or the panel had just appeared or moved', async () => {
    const ignored = watch();
    const run = vi.fn();
    await guardBilled(run, async () => ({ calm: false, covered: true }));
    expect(ignored).toHaveBeenLastCalledWith('covered');
    await guardBilled(run, async () => ({ calm: false }));
    expect(ignored).toHaveBeenLastCalledWith('unsettled');
    expect(run).not.toHaveBeenCalled();
  });

  it('in a browser with IntersectionObserver v2, refuses while the panel is covered or faded, without asking', async () => {
    const { options, report } = fakeVersion2();
    const ignored = watch();
    expect(options[0]).toMatchObject({ trackVisibility: true });
    expect((options[0] as { delay?: number }).delay).toBeGreaterThanOrEqual(100);
    const run = vi.fn();
    const askCalm = vi.fn(async () => ({ calm: true }));
    // Nothing reported yet: not known to be visible.
    await guardBilled(run, askCalm);
    report(false);
    await guardBilled(run, askCalm);
    expect(run).not.toHaveBeenCalled();
    expect(askCalm).not.toHaveBeenCalled();
    expect(ignored).toHaveBeenCalledTimes(2);
    report(true);
    await guardBilled(run, askCalm);
    expect(run).toHaveBeenCalledOnce();
  });

  it('refuses when the panel was covered while the content script was asked', async () => {
    const { report } = fakeVersion2();
    watch();
    report(true);
    const run = vi.fn();
    await guardBilled(run, async () => {
      report(false);
      return { calm: true };
    });
    expect(run).not.toHaveBeenCalled();
  });
});
