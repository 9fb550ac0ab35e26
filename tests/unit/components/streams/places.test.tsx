import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act, cleanup, renderHook } from '@testing-library/preact';
import { usePlaces } from '@/components/streams/places';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import type { PlacesEvent, PlaceView } from '@/utils/contract/view-schemas';
import { place } from '../../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
afterEach(cleanup);

function ports() {
  const opened: { start: unknown; handlers: StreamHandlers<'scout.places'> }[] = [];
  vi.mocked(openStream).mockImplementation(((
    _name: string,
    start: unknown,
    handlers: StreamHandlers<'scout.places'>,
  ) => {
    opened.push({ start, handlers });
    return () => {};
  }) as never);
  return opened;
}

/** usePlaces for a search that showed these places, after these events of its stream. */
function placesAfter(shown: PlaceView[], ...events: PlacesEvent[]) {
  const opened = ports();
  const view = { searchId: 's1', places: shown } as unknown as PageSearchView;
  const { result } = renderHook(() => usePlaces(view));
  for (const event of events) act(() => opened.at(-1)!.handlers.onEvent(event));
  return { state: () => result.current, opened };
}

describe('places as they fill in', () => {
  const basic = [place('a'), place('b'), place('c')];

  it('replaces each enriched card by id, keeping order and the cards still waiting', () => {
    const { state } = placesAfter(basic, {
      type: 'places',
      places: [place('c', true, { address: 'C street' }), place('a', true)],
    });
    expect(state().loading).toBe(true);
    expect(state().places.map((p) => [p.id, p.enriched])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(state().places[2]?.address).toBe('C street');
  });

  it("keeps the distance the search gave when the details have none, and takes the details' own otherwise", () => {
    const near = [
      place('a', false, { distance: { value: 1.2, units: 'km' } }),
      place('b', false, { distance: { value: 3, units: 'km' } }),
    ];
    const { state } = placesAfter(near, {
      type: 'places',
      places: [place('a', true), place('b', true, { distance: { value: 2.9, units: 'km' } })],
    });
    expect(state().places.map((p) => [p.enriched, p.distance?.value])).toEqual([
      [true, 1.2],
      [true, 2.9],
    ]);
  });

  it('ignores places the search did not show', () => {
    const { state } = placesAfter(basic, { type: 'places', places: [place('x', true)] });
    expect(state().places.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('on done, cards never enriched stop waiting (no endless "Loading details…") and loading ends', () => {
    const { state } = placesAfter(
      basic,
      { type: 'places', places: [place('a', true, { address: 'A street' })] },
      { type: 'done' },
    );
    expect(state().loading).toBe(false);
    expect(state().places.every((p) => p.enriched)).toBe(true);
    expect(state().places.map((p) => p.address)).toEqual(['A street', undefined, undefined]);
  });

  it('an error ends loading, keeps the basic cards and carries the error', () => {
    const { state } = placesAfter(basic, { type: 'error', error: { kind: 'server', message: '' } });
    expect(state()).toMatchObject({ loading: false, error: { kind: 'server' } });
    expect(state().places).toHaveLength(3);
  });

  it('knows which events end the stream: a close after a batch opens it again, a close after done does not', () => {
    const afterBatch = placesAfter(basic, { type: 'places', places: [] });
    act(() => afterBatch.opened[0]!.handlers.onClose!());
    expect(afterBatch.opened).toHaveLength(2);
    const afterDone = placesAfter(basic, { type: 'done' });
    act(() => afterDone.opened[0]!.handlers.onClose!());
    expect(afterDone.opened).toHaveLength(1);
  });
});

describe('usePlaces (the generic stream hook, use-stream.ts)', () => {
  const view = { searchId: 's1', places: [place('a'), place('b')] } as unknown as PageSearchView;

  it('opens the stream for the search, fills in a batch, and ends on done', () => {
    const opened = ports();
    const { result } = renderHook(() => usePlaces(view));
    expect(opened.map((o) => o.start)).toEqual([{ searchId: 's1' }]);
    act(() => opened[0]!.handlers.onEvent({ type: 'places', places: [place('b', true)] }));
    expect(result.current.places.map((p) => [p.id, p.enriched])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    act(() => opened[0]!.handlers.onEvent({ type: 'done' }));
    expect(result.current.loading).toBe(false);
  });

  it('opens the stream as the answer is put in the page, not after the frame that paints it', () => {
    const opened = ports();
    const view = { searchId: 's1', places: [place('a')] } as unknown as PageSearchView;
    function Places() {
      usePlaces(view);
      return null;
    }
    const root = document.createElement('div');
    // Outside act(): an effect that waits for the frame after the paint has not run when render() returns.
    render(<Places />, root);
    expect(opened.map((port) => port.start)).toEqual([{ searchId: 's1' }]);
    render(null, root);
  });

  it('reports a stream lost twice as an error, and a retry opens it again keeping the cards', () => {
    const opened = ports();
    const { result } = renderHook(() => usePlaces(view));
    act(() => opened[0]!.handlers.onClose!());
    act(() => opened[1]!.handlers.onClose!());
    expect(result.current.error?.kind).toBe('interrupted');
    expect(result.current.loading).toBe(false);
    act(() => result.current.retry());
    expect(opened).toHaveLength(3);
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeUndefined();
    expect(result.current.places.map((p) => p.id)).toEqual(['a', 'b']);
  });
});
