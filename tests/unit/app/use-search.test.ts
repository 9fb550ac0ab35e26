import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/preact';
import { BUSY_AFTER_MS, useSearch, type SendSearch } from '@/components/app/use-search';
import { view } from '../popup/fixtures';

type Reply = Awaited<ReturnType<SendSearch>>;

let pending: { q: string; resolve: (reply: Reply) => void }[];
const send: SendSearch = (request) => new Promise((resolve) => pending.push({ q: request.q, resolve }));
const request = (q: string) => ({ q, page: 0, filters: {} });
const reply = (i: number, searchId: string) =>
  act(async () => pending[i]!.resolve({ ok: true, data: view({ searchId }) }));
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  pending = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearch', () => {
  it('says it is searching only once an answer takes longer than BUSY_AFTER_MS', async () => {
    const { result } = renderHook(() => useSearch(send));
    act(() => void result.current.run(request('heron')));
    expect(result.current.state).toMatchObject({ phase: 'idle', pending: true });
    await wait(BUSY_AFTER_MS - 1);
    expect(result.current.state).toMatchObject({ phase: 'idle', pending: true });
    await wait(1);
    expect(result.current.state).toMatchObject({ phase: 'searching', request: { q: 'heron' } });
    expect(result.current.state.pending).toBeUndefined();
    await reply(0, 'heron');
    expect(result.current.state.phase).toBe('done');
  });

  it('a quicker answer replaces the one shown with no searching state in between', async () => {
    const { result } = renderHook(() => useSearch(send));
    act(() => void result.current.run(request('heron')));
    await reply(0, 'heron');
    const phases: string[] = [];
    act(() => void result.current.run(request('ibis')));
    expect(result.current.state.pending).toBe(true);
    phases.push(result.current.state.phase);
    await wait(BUSY_AFTER_MS / 2);
    phases.push(result.current.state.phase);
    expect(result.current.state.pages.map((p) => p.searchId)).toEqual(['heron']);
    await reply(1, 'ibis');
    phases.push(result.current.state.phase);
    expect(phases).toEqual(['done', 'done', 'done']);
    expect(result.current.state.pending).toBeUndefined();
    expect(result.current.state).toMatchObject({ request: { q: 'ibis' }, pages: [{ searchId: 'ibis' }] });
    // Its timer, cleared by the answer, changes nothing later.
    await wait(BUSY_AFTER_MS);
    expect(result.current.state.pages.map((p) => p.searchId)).toEqual(['ibis']);
  });

  it('drops the answer of a search superseded before the newer one says it is searching', async () => {
    const { result } = renderHook(() => useSearch(send));
    let slow: Promise<unknown> = Promise.resolve();
    act(() => void (slow = result.current.run(request('slow'))));
    await wait(BUSY_AFTER_MS);
    expect(result.current.state).toMatchObject({ phase: 'searching', request: { q: 'slow' } });
    act(() => void result.current.run(request('fast')));
    await reply(0, 'slow');
    await expect(slow).resolves.toBeUndefined();
    expect(result.current.state.pages).toEqual([]);
    expect(result.current.state.request?.q).toBe('slow');
    await wait(BUSY_AFTER_MS);
    expect(result.current.state).toMatchObject({ phase: 'searching', request: { q: 'fast' } });
    await reply(1, 'fast');
    expect(result.current.state.pages.map((p) => p.searchId)).toEqual(['fast']);
  });

  it('a superseded search never says it is searching late', async () => {
    const { result } = renderHook(() => useSearch(send));
    act(() => void result.current.run(request('first')));
    act(() => void result.current.run(request('second')));
    await reply(1, 'second');
    await wait(BUSY_AFTER_MS);
    expect(result.current.state).toMatchObject({ phase: 'done', request: { q: 'second' } });
  });

  it('a clear drops the search running', async () => {
    const { result } = renderHook(() => useSearch(send));
    act(() => void result.current.run(request('heron')));
    act(() => result.current.clear());
    await wait(BUSY_AFTER_MS);
    await reply(0, 'heron');
    expect(result.current.state).toMatchObject({ phase: 'idle', pages: [] });
  });

  it('restores the last search only if no search was started since the marker, shown or not', async () => {
    const { result } = renderHook(() => useSearch(send));
    const marker = result.current.mark();
    act(() => void result.current.run(request('typed')));
    act(() => result.current.restore(marker, request('last'), view({ searchId: 'last' })));
    expect(result.current.state.pages).toEqual([]);
    await reply(0, 'typed');
    expect(result.current.state.pages.map((p) => p.searchId)).toEqual(['typed']);
  });
});

describe('the pages a search runs in', () => {
  /** The styles of the popup, results tab and side panel: the shared components' and their own. */
  const sheets = ['components', 'entrypoints/popup', 'entrypoints/results', 'entrypoints/sidepanel'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(dir, file)),
  );

  it('select nothing on aria-busy, so marking a search pending draws no frame', () => {
    expect(sheets).toContain(path.join('components', 'common', 'answer-text.css'));
    const reading = sheets.filter((file) =>
      fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .includes('aria-busy'),
    );
    expect(reading).toEqual([]);
  });
});
