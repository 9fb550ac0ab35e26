import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/preact';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { saveSettings, useForm } = await import('@/entrypoints/options/use-form');
const { FormOutcome, TextField } = await import('@/entrypoints/options/fields');

beforeEach(resetSend);
afterEach(cleanup);

const outcome = () => ({ onSaved: vi.fn(), saved: 'Saved.', rejected: vi.fn() });

describe('useForm and saveSettings', () => {
  it('is busy only while the request runs, then says it saved and hands over the stored settings', async () => {
    let finish!: () => void;
    answers.set(
      'settings.update',
      () => new Promise((resolve) => (finish = () => resolve({ ok: true, data: { units: 'metric' } }))),
    );
    const { result } = renderHook(() => useForm());
    const done = outcome();
    let saving!: Promise<boolean>;
    act(() => {
      saving = saveSettings(result.current, { units: 'metric' }, done);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await saving).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.status).toBe('Saved.');
    expect(done.onSaved).toHaveBeenCalledWith({ units: 'metric' });
    expect(sent).toEqual([{ type: 'settings.update', data: { patch: { units: 'metric' } } }]);
  });

  it('names the saved value from the settings as stored when asked to', async () => {
    answers.set('settings.update', () => ({ ok: true, data: { apiBaseUrl: 'https://proxy.example/v1' } }));
    const { result } = renderHook(() => useForm());
    await act(async () => {
      await saveSettings(
        result.current,
        { apiBaseUrl: 'https://proxy.example/v1/' },
        {
          ...outcome(),
          saved: (settings) => `Using ${settings.apiBaseUrl}`,
        },
      );
    });
    expect(result.current.status).toBe('Using https://proxy.example/v1');
  });

  it('leaves a refused value to the form and shows any other error', async () => {
    const { result } = renderHook(() => useForm());
    const refused = outcome();
    answers.set('settings.update', () => ({ ok: false, error: { kind: 'badRequest', message: 'units: bad' } }));
    await act(async () => expect(await saveSettings(result.current, {}, refused)).toBe(false));
    expect(refused.rejected).toHaveBeenCalledOnce();
    expect(result.current.error).toBeUndefined();

    answers.set('settings.update', () => ({ ok: false, error: { kind: 'server', message: 'HTTP 503' } }));
    await act(async () => expect(await saveSettings(result.current, {}, refused)).toBe(false));
    expect(result.current.error?.kind).toBe('server');
    expect(result.current.busy).toBe(false);
  });

  it('clears what the last attempt said', () => {
    const { result } = renderHook(() => useForm());
    act(() => {
      result.current.setProblem('Too long.');
      result.current.setStatus('Saved.');
      result.current.setError({ kind: 'offline', message: 'offline' });
    });
    act(() => result.current.clear());
    expect([result.current.problem, result.current.status, result.current.error]).toEqual([undefined, '', undefined]);
  });
});

describe('TextField and FormOutcome', () => {
  it('ties help, a problem and outside notes to the input, with the action on its line', () => {
    render(
      <>
        <TextField
          id="f"
          label="Address"
          help="Help."
          problem="Bad."
          notes={['outside']}
          value="x"
          onInput={vi.fn()}
          action={<button>Go</button>}
        />
        <p id="outside">Note.</p>
      </>,
    );
    const input = screen.getByLabelText('Address');
    expect(input.getAttribute('aria-describedby')).toBe('outside f-help f-problem');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Bad.');
    expect(input.parentElement!.querySelector('button')!.textContent).toBe('Go');
  });

  it('shows the status line and an error with its actions', () => {
    render(<FormOutcome form={{ status: 'Saved.', error: { kind: 'offline', message: 'offline' } }} />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });
});
