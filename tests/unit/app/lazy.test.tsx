import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { lazyPart } from '@/components/app/lazy';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk whose arrival the test decides. */
function controlledChunk(options?: { quiet?: boolean }) {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const part = lazyPart<{ name: string }>(
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve: () => resolve(Greeting), reject: () => reject(new Error('chunk failed')) });
      }),
    options,
  );
  return { part, loads };
}

describe('lazyPart', () => {
  it('says "Loading…" as a status until the chunk arrives, then renders the part with its props', async () => {
    const { part, loads } = controlledChunk();
    render(<part.Part name="heron" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]!.resolve());
    expect(await screen.findByText('Hello heron')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders at once, without a status, once preloaded, and fetches the chunk only once', async () => {
    const { part, loads } = controlledChunk();
    const preloaded = part.preload();
    void part.preload();
    expect(loads).toHaveLength(1);
    loads[0]!.resolve();
    await preloaded;
    render(<part.Part name="egret" />);
    expect(screen.getByText('Hello egret')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tries again after a failed fetch instead of keeping a broken chunk', async () => {
    const { part, loads } = controlledChunk();
    const failed = part.preload();
    loads[0]!.reject();
    await expect(failed).resolves.toBeUndefined();
    const retried = part.preload();
    expect(loads).toHaveLength(2);
    loads[1]!.resolve();
    await retried;
    render(<part.Part name="stork" />);
    expect(screen.getByText('Hello stork')).toBeTruthy();
  });

  it('offers Retry when the chunk fails to load while shown, and renders the part once a retry loads it', async () => {
    const { part, loads } = controlledChunk();
    render(<part.Part name="crane" />);
    await act(async () => loads[0]!.reject());
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong inside Scout');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve());
    expect(await screen.findByText('Hello crane')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a quiet part (beside the first paint) shows nothing until it is there, and nothing when it cannot load', async () => {
    const { part, loads } = controlledChunk({ quiet: true });
    const { container } = render(<part.Part name="ibis" />);
    expect(container.childNodes).toHaveLength(0);
    await act(async () => loads[0]!.reject());
    expect(container.childNodes).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    const again = controlledChunk({ quiet: true });
    render(<again.part.Part name="ibis" />);
    await act(async () => again.loads[0]!.resolve());
    expect(await screen.findByText('Hello ibis')).toBeTruthy();
  });
});
