import { describe, expect, it } from 'vitest';
import { applyPlacesEvent, isLastPlacesEvent, mergePlaces, startPlaces } from '@/components/streams/places-state';
import { applySummaryEvent, isLastSummaryEvent, startSummary } from '@/components/streams/summary-state';
import { place, summary } from '../../popup/fixtures';

describe('places as they fill in', () => {
  const basic = [place('a'), place('b'), place('c')];

  it('replaces each enriched card by id, keeping order and the cards still waiting', () => {
    const merged = mergePlaces(basic, [place('c', true, { address: 'C street' }), place('a', true)]);
    expect(merged.map((p) => [p.id, p.enriched])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(merged[2]?.address).toBe('C street');
  });

  it("keeps the distance the search gave when the details have none, and takes the details' own otherwise", () => {
    const near = [
      place('a', false, { distance: { value: 1.2, units: 'km' } }),
      place('b', false, { distance: { value: 3, units: 'km' } }),
    ];
    const merged = mergePlaces(near, [place('a', true), place('b', true, { distance: { value: 2.9, units: 'km' } })]);
    expect(merged.map((p) => [p.enriched, p.distance?.value])).toEqual([
      [true, 1.2],
      [true, 2.9],
    ]);
  });

  it('ignores places the search did not show', () => {
    expect(mergePlaces(basic, [place('x', true)]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('on done, cards never enriched stop waiting (no endless "Loading details…") and loading ends', () => {
    let state = startPlaces(basic);
    expect(state.loading).toBe(true);
    state = applyPlacesEvent(state, { type: 'places', places: [place('a', true, { address: 'A street' })] });
    state = applyPlacesEvent(state, { type: 'done' });
    expect(state.loading).toBe(false);
    expect(state.places.every((p) => p.enriched)).toBe(true);
    expect(state.places.map((p) => p.address)).toEqual(['A street', undefined, undefined]);
  });

  it('an error ends loading, keeps the basic cards and carries the error', () => {
    const state = applyPlacesEvent(startPlaces(basic), { type: 'error', error: { kind: 'server', message: '' } });
    expect(state).toMatchObject({ loading: false, error: { kind: 'server' } });
    expect(state.places).toHaveLength(3);
  });

  it('knows which events end the stream', () => {
    expect([isLastPlacesEvent({ type: 'places', places: [] }), isLastPlacesEvent({ type: 'done' })]).toEqual([
      false,
      true,
    ]);
  });
});

describe('a summary as it streams', () => {
  it('shows the text so far, then the final summary', () => {
    let state = startSummary();
    expect(state.streaming).toBe(true);
    state = applySummaryEvent(state, { type: 'summary', summary: summary('Herons'), final: false });
    expect(state).toMatchObject({ streaming: true, summary: { blocks: [{ content: ['Herons'] }] } });
    state = applySummaryEvent(state, {
      type: 'summary',
      summary: summary('Herons wade.', { status: 'complete' }),
      final: true,
    });
    expect(state).toMatchObject({ streaming: false, summary: { status: 'complete' } });
  });

  it('remembers a restart and what it cost, and ends on an error', () => {
    let state = applySummaryEvent(startSummary(), { type: 'restarted', billedSearches: 1 });
    expect(state.restartedBilled).toBe(1);
    state = applySummaryEvent(state, { type: 'error', error: { kind: 'timeout', message: '' } });
    expect(state).toMatchObject({ streaming: false, restartedBilled: 1, error: { kind: 'timeout' } });
  });

  it('knows which events end the stream', () => {
    expect(isLastSummaryEvent({ type: 'summary', summary: summary('x'), final: false })).toBe(false);
    expect(isLastSummaryEvent({ type: 'restarted', billedSearches: 1 })).toBe(false);
    expect(isLastSummaryEvent({ type: 'summary', summary: summary('x'), final: true })).toBe(true);
    expect(isLastSummaryEvent({ type: 'error', error: { kind: 'server', message: '' } })).toBe(true);
  });
});
