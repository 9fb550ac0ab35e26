import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import type { PlaceView } from '@/utils/worker/view/schemas';
import { place, view } from '../popup/fixtures';

const state = { places: [] as PlaceView[], loading: false };
vi.mock('@/components/streams/places', () => ({
  usePlaces: () => ({ ...state, error: undefined, retry: () => {} }),
}));
vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
const { AnswerPlaces } = await import('@/components/app/AnswerPlaces');

const at = (id: string, km?: number) =>
  place(id, true, km === undefined ? {} : { distance: { value: km, units: 'km' } });
const names = () =>
  within(screen.getByRole('region', { name: 'Places' }))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);
const toggle = () => screen.queryByRole('button', { name: 'Sort by distance' });

beforeEach(() => {
  state.places = [];
});
afterEach(cleanup);

describe('AnswerPlaces: sort by distance', () => {
  it('starts in the API order, and the toggle puts the nearest first (and back)', () => {
    state.places = [at('b', 2.5), at('none'), at('a', 0.3), at('c', 4)];
    render(<AnswerPlaces view={view({ placesState: 'found', places: state.places })} />);
    expect(toggle()!.getAttribute('aria-pressed')).toBe('false');
    expect(names()).toEqual(['Place b', 'Place none', 'Place a']);
    fireEvent.click(toggle()!);
    expect(toggle()!.getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Place a', 'Place b', 'Place c']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 4 places' }));
    expect(names()).toEqual(['Place a', 'Place b', 'Place c', 'Place none']);
    fireEvent.click(toggle()!);
    expect(names()).toEqual(['Place b', 'Place none', 'Place a', 'Place c']);
  });

  it('is not offered with fewer than two distances', () => {
    state.places = [at('a', 1), at('b'), at('c')];
    render(<AnswerPlaces view={view({ placesState: 'found', places: state.places })} />);
    expect(toggle()).toBeNull();
  });
});
