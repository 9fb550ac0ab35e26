import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/preact';
import { browser } from 'wxt/browser';
import type { Envelope } from '@/utils/contract/protocol';
import type { AccountView } from '@/utils/contract/reply-schemas';
import { answers, resetSend } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { App } = await import('@/entrypoints/options/App');
const { useOptionsData } = await import('@/entrypoints/options/use-options-data');

const SETTINGS = {
  country: 'US',
  searchLang: 'en',
  uiLang: 'en-US',
  safesearch: 'moderate',
  units: 'auto',
  resultsPerPage: 10,
  cacheMinutes: 10,
  apiBaseUrl: 'http://127.0.0.1:8787/res/v1',
};

beforeEach(() => {
  resetSend();
  (browser.runtime as unknown as { getManifest: unknown }).getManifest = () => ({ version: '0.2.0' });
});
afterEach(cleanup);

describe('the options page', () => {
  it('has one h1, a heading per section, and names where the key goes', async () => {
    answers.set('account', () => ({ ok: true, data: { key: { set: true, hint: '…abcd' } } }));
    answers.set('settings.get', () => ({ ok: true, data: SETTINGS }));
    render(<App />);
    await screen.findByText('Saved, ending …abcd');
    await screen.findByRole('button', { name: 'Save preferences' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Scout options']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your key',
      'Answers key (optional)',
      'Autosuggest key (optional)',
      'Your plan',
      'Spending',
      'Search preferences',
      'Research',
      'Goggles',
      'Your ranking',
      'Your location for places',
      'History',
      'Advanced',
    ]);
    // Every key goes only to the API's origin, and each section says so.
    expect(screen.getAllByText(/only to http:\/\/127\.0\.0\.1:8787 \(the origin/)).toHaveLength(3);
    // The Autosuggest key's section says it is a separate plan, billed per request.
    expect(
      screen.getByText(/Autosuggest is a separate plan of the API with its own key, billed per request/),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('API base URL') as HTMLInputElement).value).toBe(SETTINGS.apiBaseUrl),
    );
  });

  it('shows the version it runs, and links to the privacy policy shipped inside the extension', () => {
    render(<App />);
    expect(screen.getByText(/^Scout 0\.2\.0/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Privacy policy: what Scout sends, where, and what it keeps' });
    // Relative: the page of this extension, offline too (modules/privacy-page.ts).
    expect(link.getAttribute('href')).toBe('privacy.html');
  });

  it('says when the background is not answering, and tries again on request', async () => {
    render(<App />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Scout stopped before it answered. Try again; if this keeps happening, reload the extension.',
    );
    answers.set('account', () => ({ ok: true, data: { key: { set: false } } }));
    answers.set('settings.get', () => ({ ok: true, data: SETTINGS }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Every key's section says so: the search key and the optional Answers and Autosuggest keys.
    await waitFor(() => expect(screen.getAllByText('No key saved')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('useOptionsData', () => {
  it('never lets a slow account read overwrite a newer view', async () => {
    let answer!: (reply: Envelope<AccountView>) => void;
    answers.set('account', () => new Promise((resolve) => (answer = resolve)));
    answers.set('settings.get', () => ({ ok: true, data: SETTINGS }));
    const { result } = renderHook(() => useOptionsData());
    const verified: AccountView = {
      key: { set: true, hint: '…o-ai' },
      capabilities: { web: true, places: true, summary: true },
    };
    act(() => result.current.setAccount(verified));
    await act(async () => answer({ ok: true, data: { key: { set: false } } }));
    await waitFor(() => expect(result.current.settings).toEqual(SETTINGS));
    expect(result.current.account).toEqual(verified);
  });
});

describe('fields used before the settings have loaded', () => {
  it('are disabled, or keep what was typed when the settings arrive', async () => {
    answers.set('account', () => ({ ok: true, data: { key: { set: false } } }));
    let loadSettings: (reply: Envelope<unknown>) => void = () => {};
    answers.set('settings.get', () => new Promise((resolve) => (loadSettings = resolve)));
    render(<App />);
    const typed = new Map<HTMLInputElement, string>();
    for (const [i, input] of [...document.querySelectorAll('input')].entries()) {
      if (input.disabled || input.closest('fieldset:disabled')) continue;
      if (input.type === 'radio' || input.type === 'checkbox') {
        // A choice made now must not be undone by the load either.
        if (!input.checked) {
          fireEvent.click(input);
          typed.set(input, 'checked');
        }
      } else {
        fireEvent.input(input, { target: { value: `typed ${i}` } });
        typed.set(input, `typed ${i}`);
      }
    }
    const baseUrl = screen.getByLabelText('API base URL') as HTMLInputElement;
    expect(typed.has(baseUrl) || baseUrl.disabled).toBe(true);
    await act(async () => loadSettings({ ok: true, data: { ...SETTINGS, goggles: [], location: { mode: 'off' } } }));
    await waitFor(() => expect(baseUrl.value).toBe(SETTINGS.apiBaseUrl));
    expect(baseUrl.disabled).toBe(false);
    for (const [input, value] of typed)
      expect(value === 'checked' ? input.checked && 'checked' : input.value).toBe(value);
  });
});
