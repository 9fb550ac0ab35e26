import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { browser } from 'wxt/browser';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { AdvancedSection } = await import('@/entrypoints/options/AdvancedSection');

const DEFAULT = 'https://api.search.brave.com/res/v1';
const PROXY = 'https://proxy.example/brave/res/v1';

const settingsWith = (apiBaseUrl: string) => ({
  country: 'US',
  searchLang: 'en',
  uiLang: 'en-US',
  safesearch: 'moderate',
  units: 'auto',
  resultsPerPage: 10,
  cacheMinutes: 10,
  apiBaseUrl,
});

let request: ReturnType<typeof vi.fn>;
let remove: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetSend();
  answers.set('settings.update', (data) => ({
    ok: true,
    data: settingsWith((data as { patch: { apiBaseUrl: string } }).patch.apiBaseUrl),
  }));
  request = vi.fn(async () => true);
  remove = vi.fn(async () => true);
  Object.assign(browser.permissions, { request, remove });
});
afterEach(cleanup);

const field = () => screen.getByLabelText('API base URL') as HTMLInputElement;
const status = () => screen.getByRole('status');
function saveAddress(url: string) {
  fireEvent.input(field(), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('AdvancedSection', () => {
  it('asks for the origin inside the click, before anything is awaited, then saves', async () => {
    const onSaved = vi.fn();
    render(<AdvancedSection baseUrl={DEFAULT} onSaved={onSaved} />);
    saveAddress(`${PROXY}/`);
    // Synchronously, still inside the user's gesture: the request is made and nothing has been sent yet.
    expect(request).toHaveBeenCalledWith({ origins: ['https://proxy.example/*'] });
    expect(sent).toEqual([]);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([{ type: 'settings.update', data: { patch: { apiBaseUrl: PROXY } } }]);
    expect(status().textContent).toBe(`Saved. Scout now uses ${PROXY}.`);
  });

  it('keeps the old address and says so when the user refuses', async () => {
    request.mockResolvedValue(false);
    const onSaved = vi.fn();
    render(<AdvancedSection baseUrl={DEFAULT} onSaved={onSaved} />);
    saveAddress(PROXY);
    await waitFor(() =>
      expect(status().textContent).toBe(
        `Permission to reach https://proxy.example was not granted, so Scout keeps using ${DEFAULT}.`,
      ),
    );
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('treats a failing request (an origin the manifest cannot ask for) as a refusal', async () => {
    request.mockRejectedValue(new Error('Only permissions specified in the manifest may be requested.'));
    render(<AdvancedSection baseUrl={DEFAULT} onSaved={vi.fn()} />);
    saveAddress(PROXY);
    await waitFor(() =>
      expect(status().textContent).toMatch(/^Permission to reach https:\/\/proxy\.example was not granted/),
    );
    expect(sent).toEqual([]);
  });

  it('rejects an address it must not use, without asking or saving', async () => {
    render(<AdvancedSection baseUrl={DEFAULT} onSaved={vi.fn()} />);
    saveAddress('http://proxy.example/res/v1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Use an https:\/\/ address/);
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(request).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('goes back to the default without a permission request', async () => {
    const onSaved = vi.fn();
    render(<AdvancedSection baseUrl={PROXY} onSaved={onSaved} />);
    expect(field().value).toBe(PROXY);
    fireEvent.click(screen.getByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(request).not.toHaveBeenCalled();
    expect(sent).toEqual([{ type: 'settings.update', data: { patch: { apiBaseUrl: DEFAULT } } }]);
    expect(field().value).toBe(DEFAULT);
  });

  it("gives the previous address's permission back once the default is saved", async () => {
    const onSaved = vi.fn();
    render(<AdvancedSection baseUrl={PROXY} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ origins: ['https://proxy.example/*'] }));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("gives the previous proxy's permission back only after the new one is granted and saved", async () => {
    const onSaved = vi.fn();
    render(<AdvancedSection baseUrl={PROXY} onSaved={onSaved} />);
    saveAddress('https://other.example/res/v1');
    expect(request).toHaveBeenCalledWith({ origins: ['https://other.example/*'] });
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ origins: ['https://proxy.example/*'] }));
  });

  it('keeps the permission of a host still in use on another port, and never gives back the default', async () => {
    const first = render(<AdvancedSection baseUrl="http://127.0.0.1:8787/res/v1" onSaved={vi.fn()} />);
    saveAddress('http://127.0.0.1:9999/res/v1');
    await waitFor(() => expect(status().textContent).toMatch(/^Saved/));
    first.unmount();
    const onSaved = vi.fn();
    render(<AdvancedSection baseUrl={DEFAULT} onSaved={onSaved} />);
    saveAddress(PROXY);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps the previous permission when the new address is refused or not saved', async () => {
    request.mockResolvedValueOnce(false);
    render(<AdvancedSection baseUrl={PROXY} onSaved={vi.fn()} />);
    saveAddress('https://other.example/res/v1');
    await waitFor(() => expect(status().textContent).toMatch(/^Permission to reach https:\/\/other\.example/));
    answers.set('settings.update', () => ({ ok: false, error: { kind: 'badRequest', message: 'no' } }));
    saveAddress('https://other.example/res/v1');
    await screen.findByRole('alert');
    expect(remove).not.toHaveBeenCalled();
  });

  it('marks the field when the background still refuses the address', async () => {
    answers.set('settings.update', () => ({
      ok: false,
      error: { kind: 'badRequest', message: 'Scout rejected the request: check patch.apiBaseUrl.' },
    }));
    render(<AdvancedSection baseUrl={DEFAULT} onSaved={vi.fn()} />);
    saveAddress(PROXY);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Use an https:\/\/ address/);
  });
});
