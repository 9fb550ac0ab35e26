import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Settings } from '@/utils/contract/settings-schema';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { LocationSection } = await import('@/entrypoints/options/LocationSection');

type Location = Settings['location'];
const TAKEN = Date.UTC(2026, 10, 23, 10, 30);
const LISBON: Location = { mode: 'city', city: 'Lisbon', country: 'PT' };
const DENIED = 'The browser did not let Scout use your position. Nothing was saved; the previous setting stays.';
const UNAVAILABLE =
  'The browser could not tell your position. Nothing was saved; the previous setting stays. Try again, or use a city.';

/** The page around the section: it shows what was last saved, as App does. */
function Page({ initial, country = 'US' }: { initial?: Location; country?: string }) {
  const [location, setLocation] = useState(initial);
  return (
    <LocationSection
      location={location}
      searchCountry={country}
      onSaved={(settings) => setLocation(settings.location)}
    />
  );
}

let request: ReturnType<typeof vi.fn>;
let contains: ReturnType<typeof vi.fn>;
let getCurrentPosition: ReturnType<typeof vi.fn>;
let optional: string[];
/** Optional data categories (Firefox's data consent, utils/ui-safe/data-flows.ts); none in Chrome. */
let optionalData: string[];
const events: string[] = [];

function positionAt(latitude: number, longitude: number) {
  return (success: PositionCallback) => {
    events.push('getCurrentPosition');
    success({ coords: { latitude, longitude }, timestamp: TAKEN } as GeolocationPosition);
  };
}
const failingWith = (code: number) => (_success: PositionCallback, failure: PositionErrorCallback) => {
  events.push('getCurrentPosition');
  failure({ code, message: 'no' } as GeolocationPositionError);
};

beforeEach(() => {
  resetSend();
  events.length = 0;
  answers.set('settings.update', (data) => {
    events.push('send');
    return { ok: true, data: { location: (data as { patch: { location: Location } }).patch.location } };
  });
  optional = [];
  optionalData = [];
  (browser.runtime as unknown as { getManifest: unknown }).getManifest = () => ({
    optional_permissions: optional,
    browser_specific_settings: { gecko: { data_collection_permissions: { required: [], optional: optionalData } } },
  });
  contains = vi.fn(async () => true);
  (browser.permissions as unknown as { contains: unknown }).contains = contains;
  request = vi.fn(async () => {
    events.push('request');
    return true;
  });
  (browser.permissions as unknown as { request: unknown }).request = request;
  getCurrentPosition = vi.fn(positionAt(38.722_252, -9.139_337));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
});
afterEach(cleanup);

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const alert = () => screen.getByRole('alert');
const savedPatches = () =>
  sent.filter((s) => s.type === 'settings.update').map((s) => (s.data as { patch: unknown }).patch);

describe('LocationSection: off', () => {
  it('is off, and says that nothing is sent and where a location would go', () => {
    render(<Page initial={{ mode: 'off' }} />);
    expect(screen.getByRole('heading', { name: 'Your location for places' })).toBeTruthy();
    expect(radio('Off').checked).toBe(true);
    expect(screen.getByText(/^No location is sent/)).toBeTruthy();
    expect(screen.getByText(/goes only to the search API, with your searches/)).toBeTruthy();
  });

  it('waits for the settings before offering to save', () => {
    render(<Page />);
    expect((screen.getByRole('button', { name: 'Save location' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns a saved city off', async () => {
    render(<Page initial={LISBON} />);
    expect(radio('Use this city').checked).toBe(true);
    fireEvent.click(radio('Off'));
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.getByText(/^No location is sent/)).toBeTruthy());
    expect(savedPatches()).toEqual([{ location: { mode: 'off' } }]);
    expect(screen.getByRole('status').textContent).toBe('Location saved.');
  });
});

describe('LocationSection: use this city', () => {
  it('saves the city as typed and says what is sent, accents folded', async () => {
    render(<Page initial={{ mode: 'off' }} country="PT" />);
    fireEvent.click(radio('Use this city'));
    expect((field('Country') as unknown as HTMLSelectElement).value).toBe('PT');
    fireEvent.input(field('City'), { target: { value: ' München ' } });
    fireEvent.change(field('Country'), { target: { value: 'DE' } });
    fireEvent.input(field('Postal code (optional)'), { target: { value: '80331' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(screen.getByText('Each search sends: city Munchen, country DE, postal code 80331.')).toBeTruthy(),
    );
    expect(savedPatches()).toEqual([
      { location: { mode: 'city', city: 'München', country: 'DE', postalCode: '80331' } },
    ]);
  });

  it('says a region code as a code and a name as a name', async () => {
    render(<Page initial={{ mode: 'city', city: 'Lisbon', region: 'Lisboa', country: 'PT' }} />);
    expect(screen.getByText('Each search sends: city Lisbon, region Lisboa, country PT.')).toBeTruthy();
    fireEvent.input(field('Region or state (optional)'), { target: { value: 'ca' } });
    fireEvent.input(field('City'), { target: { value: 'San Francisco' } });
    fireEvent.change(field('Country'), { target: { value: 'US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(screen.getByText('Each search sends: city San Francisco, region code CA, country US.')).toBeTruthy(),
    );
  });

  it('names each problem next to its field, focuses the first, and saves nothing', () => {
    render(<Page initial={{ mode: 'off' }} country="ALL" />);
    fireEvent.click(radio('Use this city'));
    fireEvent.input(field('Postal code (optional)'), { target: { value: '10115!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    expect(screen.getByText('Type the city’s name.')).toBeTruthy();
    expect(screen.getByText('Choose the country.')).toBeTruthy();
    expect(screen.getByText('A postal code has only letters, digits, spaces and hyphens, at most 20.')).toBeTruthy();
    expect(document.activeElement).toBe(field('City'));
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').getAttribute('aria-describedby')).toContain('options-location-city-problem');
    expect(sent).toEqual([]);
  });

  it('asks for Latin letters rather than sending a guess', () => {
    render(<Page initial={{ mode: 'off' }} country="JP" />);
    fireEvent.click(radio('Use this city'));
    fireEvent.input(field('City'), { target: { value: '東京' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    expect(alert().textContent).toBe(
      'Type the name in Latin letters (for example Tokyo, Moskva). Accents are fine; other scripts cannot be sent.',
    );
    expect(sent).toEqual([]);
  });

  it('says so when the background refuses the location', async () => {
    answers.set('settings.update', () => ({ ok: false, error: { kind: 'badRequest', message: 'bad' } }));
    render(<Page initial={LISBON} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(alert().textContent).toBe('Scout could not save that location. Check the fields and try again.'),
    );
    expect(screen.getByText('Each search sends: city Lisbon, country PT.')).toBeTruthy();
  });
});

describe('LocationSection: ask the browser', () => {
  it('in Chrome (geolocation cannot be optional) asks for no permission: the position itself prompts', async () => {
    render(<Page initial={LISBON} />);
    fireEvent.click(radio('Ask the browser'));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() =>
      expect(
        screen.getByText('Each search, and each look-up of place details, sends: latitude 38.72, longitude -9.14.'),
      ).toBeTruthy(),
    );
    expect(request).not.toHaveBeenCalled();
    expect(savedPatches()).toEqual([{ location: { mode: 'browser', lat: 38.72, long: -9.14, takenAt: TAKEN } }]);
    expect(screen.getByText(/^Position taken Nov 23, 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update position' })).toBeTruthy();
  });

  it('in Firefox requests the optional permission inside the click, before anything else, then asks for the position', async () => {
    optional = ['geolocation'];
    render(<Page initial={{ mode: 'off' }} />);
    fireEvent.click(radio('Ask the browser'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    // Synchronously, still inside the user's gesture.
    expect(request).toHaveBeenCalledWith({ permissions: ['geolocation'] });
    expect(events).toEqual(['request']);
    await waitFor(() => expect(events).toEqual(['request', 'getCurrentPosition', 'send']));
  });

  it('keeps the previous setting when the permission is refused', async () => {
    optional = ['geolocation'];
    request.mockResolvedValue(false);
    render(<Page initial={LISBON} />);
    fireEvent.click(radio('Ask the browser'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() => expect(alert().textContent).toBe(DENIED));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(screen.getByText('Each search sends: city Lisbon, country PT.')).toBeTruthy();
  });

  it('treats a failing permission request as a refusal', async () => {
    optional = ['geolocation'];
    request.mockRejectedValue(new Error('Only permissions specified in the manifest may be requested.'));
    render(<Page initial={{ mode: 'off' }} />);
    fireEvent.click(radio('Ask the browser'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() => expect(alert().textContent).toBe(DENIED));
    expect(sent).toEqual([]);
  });

  it.each([
    [1, DENIED],
    [2, UNAVAILABLE],
    [3, UNAVAILABLE],
  ])('a position error %i says why, saves nothing and keeps the previous position', async (code, message) => {
    getCurrentPosition.mockImplementation(failingWith(code));
    const previous: Location = { mode: 'browser', lat: 52.52, long: 13.4, takenAt: TAKEN };
    render(<Page initial={previous} />);
    fireEvent.click(screen.getByRole('button', { name: 'Update position' }));
    await waitFor(() => expect(alert().textContent).toBe(message));
    expect(sent).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(
      screen.getByText('Each search, and each look-up of place details, sends: latitude 52.52, longitude 13.4.'),
    ).toBeTruthy();
  });

  it('says the browser cannot tell the position when it has no geolocation at all', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    render(<Page initial={{ mode: 'off' }} />);
    fireEvent.click(radio('Ask the browser'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() => expect(alert().textContent).toBe(UNAVAILABLE));
    expect(sent).toEqual([]);
  });
});

describe('LocationSection: Firefox data consent for location', () => {
  const firefox = () => {
    optional = ['geolocation'];
    optionalData = ['locationInfo'];
  };
  const REFUSED = 'Firefox did not let Scout send your location. Nothing was saved; the previous setting stays.';
  const NOT_ALLOWED =
    'No location is sent at the moment: Firefox does not let Scout send it. Save your location again here to allow it.';

  it('asks for it inside the click that saves a city, then saves', async () => {
    firefox();
    render(<Page initial={{ mode: 'off' }} country="PT" />);
    fireEvent.click(radio('Use this city'));
    fireEvent.input(field('City'), { target: { value: 'Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    // Synchronously, still inside the user's gesture.
    expect(request).toHaveBeenCalledWith({ data_collection: ['locationInfo'] });
    expect(events).toEqual(['request']);
    await waitFor(() => expect(events).toEqual(['request', 'send']));
    expect(savedPatches()).toEqual([{ location: { mode: 'city', city: 'Lisbon', country: 'PT' } }]);
  });

  it('saves nothing when it is refused, and says so', async () => {
    firefox();
    request.mockResolvedValue(false);
    render(<Page initial={{ mode: 'off' }} country="PT" />);
    fireEvent.click(radio('Use this city'));
    fireEvent.input(field('City'), { target: { value: 'Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(alert().textContent).toBe(REFUSED));
    expect(sent).toEqual([]);
    expect(screen.getByText(/^No location is sent: a search/)).toBeTruthy();
  });

  it('asks for it with geolocation in one request for "Ask the browser"', async () => {
    firefox();
    render(<Page initial={{ mode: 'off' }} />);
    fireEvent.click(radio('Ask the browser'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith({ permissions: ['geolocation'], data_collection: ['locationInfo'] });
    await waitFor(() => expect(events).toEqual(['request', 'getCurrentPosition', 'send']));
  });

  it('asks nothing to turn the location off', async () => {
    firefox();
    render(<Page initial={LISBON} />);
    fireEvent.click(radio('Off'));
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.getByText(/^No location is sent: a search/)).toBeTruthy());
    expect(request).not.toHaveBeenCalled();
  });

  it('says that a saved location is not sent while the consent is missing (as after the update from 0.1.0)', async () => {
    firefox();
    contains.mockResolvedValue(false);
    render(<Page initial={LISBON} />);
    await waitFor(() => expect(screen.getByText(NOT_ALLOWED)).toBeTruthy());
    expect(screen.queryByText('Each search sends: city Lisbon, country PT.')).toBeNull();
    expect(contains).toHaveBeenCalledWith({ data_collection: ['locationInfo'] });

    // Saved again, with the consent now granted: the page says what is sent.
    contains.mockResolvedValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.getByText('Each search sends: city Lisbon, country PT.')).toBeTruthy());
    expect(request).toHaveBeenCalledWith({ data_collection: ['locationInfo'] });
  });
});
