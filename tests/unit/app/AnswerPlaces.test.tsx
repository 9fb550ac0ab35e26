import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import type { PlaceView } from '@/utils/contract/view-schemas';
import type * as PlaceCardModule from '@/components/places/PlaceCard';
import { place, view } from '../popup/fixtures';

const state = { places: [] as PlaceView[], loading: false };
vi.mock('@/components/streams/places', () => ({
  usePlaces: () => ({ ...state, error: undefined, retry: () => {} }),
}));
vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
/** Ids of the places whose card rendered, in order. */
const renders: string[] = [];
vi.mock('@/components/places/PlaceCard', async (importOriginal) => {
  const real = await importOriginal<typeof PlaceCardModule>();
  return {
    PlaceCard: (props: Parameters<typeof real.PlaceCard>[0]) => {
      renders.push(props.place.id);
      return real.PlaceCard(props);
    },
  };
});
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
  renders.length = 0;
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

describe('AnswerPlaces: batches', () => {
  it('renders a card again only when its place changed, not for every batch that fills other places', () => {
    const shown = [at('a'), at('b'), at('c')];
    const search = view({ placesState: 'found', places: [...shown, at('d')] });
    state.places = [...shown, at('d')];
    const { rerender } = render(<AnswerPlaces view={search} />);
    expect(renders.splice(0)).toEqual(['a', 'b', 'c']);
    // A batch that filled in d (not shown), then one that filled in b.
    state.places = [...shown, at('d')];
    rerender(<AnswerPlaces view={search} />);
    expect(renders.splice(0)).toEqual([]);
    state.places = [shown[0]!, at('b'), shown[2]!, at('d')];
    rerender(<AnswerPlaces view={search} />);
    expect(renders.splice(0)).toEqual(['b']);
    expect(names()).toEqual(['Place a', 'Place b', 'Place c']);
  });
});
