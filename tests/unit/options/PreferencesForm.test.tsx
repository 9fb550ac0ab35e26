import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { Settings } from '@/utils/contract/settings-schema';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { PreferencesForm } = await import('@/entrypoints/options/PreferencesForm');

const SETTINGS: Settings = {
  country: 'US',
  searchLang: 'en',
  uiLang: 'en-US',
  safesearch: 'moderate',
  units: 'auto',
  resultsPerPage: 10,
  cacheMinutes: 10,
  askBeforeAnswer: true,
  toolbarOpens: 'popup',
  research: { queries: 10, iterations: 2, seconds: 120 },
  goggles: [],
  location: { mode: 'off' },
  apiBaseUrl: 'http://127.0.0.1:8787/res/v1',
};

beforeEach(resetSend);
afterEach(cleanup);

const set = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

describe('PreferencesForm', () => {
  it('labels every control', () => {
    render(<PreferencesForm initial={SETTINGS} onSaved={vi.fn()} />);
    for (const label of [
      'Country',
      'Search language',
      'Interface language',
      'Results per page',
      'Cache searches for (minutes)',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    for (const name of ['Off', 'Moderate', 'Strict', 'Automatic (from the country)', 'Metric', 'Imperial']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    expect(screen.getByText(/not billed again\. 0 turns the cache off/)).toBeTruthy();
  });

  it('saves what the toolbar button opens: the popup, or the side panel', async () => {
    answers.set('settings.update', (data) => ({
      ok: true,
      data: { ...SETTINGS, ...(data as { patch: object }).patch },
    }));
    render(<PreferencesForm initial={SETTINGS} onSaved={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'The toolbar button opens' });
    expect((screen.getByRole('radio', { name: 'The popup' }) as HTMLInputElement).checked).toBe(true);
    expect(group.contains(screen.getByRole('radio', { name: /^The side panel/ }))).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^The side panel/ }));
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Preferences saved.'));
    expect(sent[0]).toMatchObject({ type: 'settings.update', data: { patch: { toolbarOpens: 'sidePanel' } } });
  });

  it('saves the preferences (and never the base URL) and confirms', async () => {
    answers.set('settings.update', (data) => ({
      ok: true,
      data: { ...SETTINGS, ...(data as { patch: object }).patch },
    }));
    const onSaved = vi.fn();
    render(<PreferencesForm initial={SETTINGS} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Strict' }));
    set('Results per page', '20');
    set('Cache searches for (minutes)', '0');
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Preferences saved.'));
    expect(sent).toEqual([
      {
        type: 'settings.update',
        data: {
          patch: {
            country: 'DE',
            searchLang: 'en',
            uiLang: 'en-US',
            safesearch: 'strict',
            units: 'auto',
            resultsPerPage: 20,
            cacheMinutes: 0,
            askBeforeAnswer: true,
            toolbarOpens: 'popup',
          },
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ country: 'DE', cacheMinutes: 0 }));
  });

  it('rejects invalid numbers next to their fields, focuses the first, and sends nothing', () => {
    render(<PreferencesForm initial={SETTINGS} onSaved={vi.fn()} />);
    set('Results per page', '21');
    set('Cache searches for (minutes)', '-5');
    save();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Enter a whole number from 1 to 20.', 'Enter a whole number of minutes from 0 to 1440.']);
    const results = screen.getByLabelText('Results per page');
    expect(results.getAttribute('aria-invalid')).toBe('true');
    expect(results.getAttribute('aria-describedby')).toBe('options-results-help options-results-problem');
    expect(document.activeElement).toBe(results);
    expect(sent).toEqual([]);
  });

  it('says so when the background refuses the preferences', async () => {
    answers.set('settings.update', () => ({
      ok: false,
      error: { kind: 'badRequest', message: 'Scout rejected the request: check patch.country.' },
    }));
    render(<PreferencesForm initial={SETTINGS} onSaved={vi.fn()} />);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Scout did not accept these preferences. Check the values and try again.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
