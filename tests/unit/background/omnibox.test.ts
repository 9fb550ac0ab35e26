import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createOmnibox, type OmniboxDeps } from '@/utils/worker/background/omnibox';
import { claimPass } from '@/utils/worker/background/results-pass';

const RESULTS = 'chrome-extension://scout/results.html';
const PASS_URL = /^chrome-extension:\/\/scout\/results\.html\?q=coffee\+%26\+tea&pass=[0-9a-f-]{36}$/;

function setup(overrides: Partial<OmniboxDeps> = {}) {
  const signals: AbortSignal[] = [];
  const deps = {
    format: 'xml' as const,
    setDefaultSuggestion: vi.fn(),
    historyMatches: vi.fn(async () => [] as string[]),
    apiSuggestions: vi.fn(async (typed: string, signal: AbortSignal) => {
      signals.push(signal);
      return [`${typed} tutorial`, `${typed} list`];
    }),
    open: vi.fn(async () => {}),
    debounceMs: 150,
    ...overrides,
  };
  return { deps, signals, omnibox: createOmnibox(deps) };
}

describe('the omnibox keyword', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeBrowser.reset();
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://scout${path}`) as never;
  });
  afterEach(() => vi.useRealTimers());

  it('sets the default row at once, then suggests history first and the API’s after the debounce', async () => {
    const { deps, omnibox } = setup({ historyMatches: vi.fn(async () => ['python decorators']) });
    const suggest = vi.fn();
    const shown = omnibox.onInputChanged('python', suggest);
    expect(deps.setDefaultSuggestion).toHaveBeenCalledWith({ description: 'Search Scout for “python”' });
    expect(deps.apiSuggestions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    const rows = suggest.mock.calls[0]![0];
    expect(rows.map((row: { content: string }) => row.content)).toEqual([
      'python decorators',
      'python tutorial',
      'python list',
    ]);
    expect(rows[0].description).toBe('<match>python</match> decorators <dim>· your history</dim>');
    expect(await shown).toEqual({ defaultSuggestion: { description: 'Search Scout for “python”' }, suggested: rows });
  });

  it('a newer keystroke supersedes an older one: its wait ends, its request is aborted, nothing is shown for it', async () => {
    let release!: () => void;
    const { deps, omnibox, signals } = setup({
      apiSuggestions: vi.fn(async (typed: string, signal: AbortSignal) => {
        signals.push(signal);
        if (typed === 'pyth') await new Promise<void>((resolve) => (release = resolve));
        return [`${typed}on`];
      }),
    });
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    const a = omnibox.onInputChanged('py', first);
    await vi.advanceTimersByTimeAsync(50);
    const b = omnibox.onInputChanged('pyth', second); // 'py' never waited out its debounce: no request at all
    await vi.advanceTimersByTimeAsync(150);
    expect(deps.apiSuggestions).toHaveBeenCalledTimes(1);
    const c = omnibox.onInputChanged('pytho', third); // 'pyth' is in flight: aborted
    expect(signals[0]!.aborted).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(150);
    expect((await a).suggested).toBeUndefined();
    expect((await b).suggested).toBeUndefined();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(third.mock.calls[0]![0].map((row: { content: string }) => row.content)).toEqual(['pythoon']);
    expect((await c).suggested).toHaveLength(1);
  });

  it('drops rows equal to the typed text and duplicates, and still answers when the API fails', async () => {
    const { omnibox } = setup({
      historyMatches: vi.fn(async () => ['Python Tutorial']),
      apiSuggestions: vi.fn(async () => {
        throw new Error('quota');
      }),
    });
    const suggest = vi.fn();
    const shown = omnibox.onInputChanged('python', suggest);
    await vi.advanceTimersByTimeAsync(150);
    expect((await shown).suggested!.map((row) => row.content)).toEqual(['Python Tutorial']);
    const again = setup({ historyMatches: vi.fn(async () => ['python tutorial']) });
    const both = again.omnibox.onInputChanged('python', vi.fn());
    await vi.advanceTimersByTimeAsync(150);
    expect((await both).suggested!.map((row) => row.content)).toEqual(['python tutorial', 'python list']);
  });

  it('cancelling the input aborts what is in flight', async () => {
    const { omnibox, signals } = setup({
      apiSuggestions: vi.fn((_typed: string, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<string[]>(() => {});
      }),
    });
    void omnibox.onInputChanged('python', vi.fn());
    await vi.advanceTimersByTimeAsync(150);
    omnibox.onInputCancelled();
    expect(signals[0]!.aborted).toBe(true);
  });

  it.each([
    ['currentTab', 'currentTab'],
    ['newForegroundTab', 'newForegroundTab'],
    ['newBackgroundTab', 'newBackgroundTab'],
    ['somethingNew', 'currentTab'],
  ] as const)(
    'Enter with %s opens the results page for the query (%s), searching nothing itself',
    async (given, used) => {
      const { deps, omnibox } = setup();
      await omnibox.onInputEntered('  coffee & tea\u202E ', given as never);
      // The user's own Enter: the page gets a pass to search it as it loads (results-pass.ts, A13).
      expect(deps.open).toHaveBeenCalledWith(expect.stringMatching(PASS_URL), used);
      const pass = new URL(vi.mocked(deps.open).mock.calls[0]![0]).searchParams.get('pass')!;
      expect(await claimPass(pass, { q: 'coffee & tea', page: 0, filters: {} }, Date.now())).toBe('addressBar');
      expect(deps.apiSuggestions).not.toHaveBeenCalled();
    },
  );

  it('Enter whose pass cannot be kept still opens the page, which then waits for a click', async () => {
    const { deps, omnibox } = setup({ passFor: vi.fn(async () => undefined) });
    await omnibox.onInputEntered('coffee', 'currentTab');
    expect(deps.open).toHaveBeenCalledWith(`${RESULTS}?q=coffee`, 'currentTab');
  });

  it('Enter on nothing opens the results page with an empty box', async () => {
    const { deps, omnibox } = setup();
    await omnibox.onInputEntered('   ', 'currentTab');
    expect(deps.open).toHaveBeenCalledWith(`${RESULTS}?prefill=`, 'currentTab');
  });
});
