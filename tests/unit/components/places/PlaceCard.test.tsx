import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { PlaceCard } from '@/components/places/PlaceCard';
import { PlaceList } from '@/components/places/PlaceList';
import { mapOnePlace } from '../../view/map-one';
import type { PlaceView } from '@/utils/contract/view-schemas';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedPlace } from '../../view/parsed';

afterEach(cleanup);

const PHOTO = 'https://imgs.search.brave.com/p/rs:fit:200:200:1:0/g:ce/aHR0';
const day = (abbr: string, opens: string, closes: string) => ({ abbr_name: abbr, full_name: abbr, opens, closes });

const CAFE_INPUT = {
  id: 'cafe',
  title: 'Café Blau',
  coordinates: [52.52, 13.405],
  postal_address: { displayAddress: 'Alexanderplatz 1, 10178 Berlin' },
  opening_hours: {
    days: [[day('Mon', '07:00', '12:00'), day('Mon', '14:00', '21:00')], [day('Tue', '07:00', '21:00')]],
  },
  contact: { telephone: '+49 30 1234567' },
  price_range: '$$',
  rating: { ratingValue: 4.5, bestRating: 5, reviewCount: 120 },
  distance: { value: 1.2, units: 'km' },
  pictures: { results: [{ src: PHOTO }] },
  categories: ['Café'],
  results: [{ title: 'Menu', url: 'https://cafe-blau.example/menu' }],
  timezone: 'Europe/Berlin',
};

const enriched = mapOnePlace(parsedPlace(CAFE_INPUT), {
  enriched: true,
  now: new Date('2025-01-06T09:00:00Z'),
  description: '### Coffee\n\nKnown for **house-roasted** beans. <img src=x onerror=alert(1)> [x](javascript:alert(1))',
});

describe('PlaceCard', () => {
  it('shows the name as a heading and the basic facts', () => {
    render(<PlaceCard place={enriched} />);
    const card = screen.getByRole('article', { name: 'Café Blau' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Café Blau' })).toBeTruthy();
    const text = card.textContent ?? '';
    expect(text).toContain('Café');
    expect(text).toContain('Rated 4.5 of 5 (120 reviews)');
    expect(text).toContain('Price range: $$');
    expect(text).toContain('1.2 km away');
    expect(text).toContain('Open now');
    expect(within(card).getByText('Alexanderplatz 1, 10178 Berlin').closest('address')).toBeTruthy();
  });

  it('links the phone with tel: and the map to OpenStreetMap', () => {
    render(<PlaceCard place={enriched} />);
    expect(screen.getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe('tel:+49301234567');
    const map = screen.getByRole('link', { name: 'Open in map' });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=17/52.52/13.405');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("lists the week's hours with split and closed days", () => {
    render(<PlaceCard place={enriched} />);
    const hours = screen.getByRole('heading', { name: 'Opening hours' }).closest('section')!;
    const rows = Array.from(hours.querySelectorAll('dt')).map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(rows).toEqual([
      'Monday (today): 07:00–12:00, 14:00–21:00',
      'Tuesday: 07:00–21:00',
      'Wednesday: Closed',
      'Thursday: Closed',
      'Friday: Closed',
      'Saturday: Closed',
      'Sunday: Closed',
    ]);
  });

  it('says which row is today: in words and with aria-current="date", on that row only', () => {
    // The real shape (docs/api-reference.md §2.5) on a Friday: today's split hours only in current_day.
    const friday = mapOnePlace(
      parsedPlace({
        ...CAFE_INPUT,
        opening_hours: {
          current_day: [day('Fri', '11:00', '15:00'), day('Fri', '17:00', '21:30')],
          days: [[day('Mon', '07:00', '21:00')]],
        },
      }),
      { enriched: true, now: new Date('2025-01-10T11:00:00Z') }, // 12:00 in Berlin
    );
    render(<PlaceCard place={friday} />);
    const hours = screen.getByRole('heading', { name: 'Opening hours' }).closest('section')!;
    const current = Array.from(hours.querySelectorAll('[aria-current]'));
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('aria-current')).toBe('date');
    expect(current[0]!.querySelector('dt')?.textContent).toBe('Friday (today)');
    expect(current[0]!.querySelector('dd')?.textContent).toBe('11:00–15:00, 17:00–21:30');
    expect(screen.getByText('Open now')).toBeTruthy();
  });

  it('shows photos with alt text, related links and the Markdown description safely', () => {
    const { container } = render(<PlaceCard place={enriched} />);
    expect(screen.getByRole('img', { name: 'Photo of Café Blau' }).getAttribute('src')).toBe(PHOTO);
    expect(screen.getByRole('list', { name: 'Photos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('https://cafe-blau.example/menu');
    const about = screen.getByRole('heading', { level: 4, name: 'About this place' }).closest('section')!;
    expect(within(about).getByRole('heading', { level: 5, name: 'Coffee' })).toBeTruthy();
    expect(about.querySelector('strong')?.textContent).toBe('house-roasted');
    expect(about.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(within(about).queryByRole('link')).toBeNull();
    expectNoDangerousAttributes(container);
  });

  it('renders the basic data while enrichment loads, busy with a hint', () => {
    const basic = mapOnePlace(parsedPlace({ id: 'b', title: 'Kiosk' }));
    render(<PlaceCard place={basic} />);
    const card = screen.getByRole('article', { name: 'Kiosk' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).getByRole('status').textContent).toBe('Loading details…');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText('Opening hours')).toBeNull();
  });

  it('is not busy once enriched', () => {
    render(<PlaceCard place={enriched} />);
    expect(screen.getByRole('article', { name: 'Café Blau' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "Closed now" and labels an unnamed place', () => {
    render(<PlaceCard place={{ ...enriched, name: '', openNow: false }} />);
    expect(screen.getByRole('heading', { name: 'Unnamed place' })).toBeTruthy();
    expect(screen.getByText('Closed now')).toBeTruthy();
  });

  it('re-checks URLs in a forged view model', () => {
    const forged: PlaceView = {
      ...enriched,
      mapUrl: 'javascript:alert(1)',
      phone: { text: 'call', href: 'javascript:alert(1)' },
      photos: [{ src: 'javascript:alert(1)', alt: 'x' }],
      related: [{ title: 'bad', url: 'data:text/html,x' }],
    };
    const { container } = render(<PlaceCard place={forged} />);
    expect(screen.queryByRole('link', { name: 'Open in map' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'call' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('PlaceList', () => {
  it('is a "Places" section with a card per place', () => {
    render(<PlaceList places={[enriched, mapOnePlace(parsedPlace({ id: 'k', title: 'Kiosk' }))]} />);
    const section = screen.getByRole('region', { name: 'Places' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Places' })).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('article', { name: 'Kiosk' }).querySelector('h3')?.textContent).toBe('Kiosk');
    expect(within(section).getByRole('heading', { level: 3, name: 'Café Blau' })).toBeTruthy();
  });

  it('is busy while loading and says when empty', () => {
    const { rerender } = render(<PlaceList places={[]} busy />);
    expect(screen.getByRole('region', { name: 'Places' }).getAttribute('aria-busy')).toBe('true');
    rerender(<PlaceList places={[]} />);
    expect(screen.getByText('No results.')).toBeTruthy();
  });
});
