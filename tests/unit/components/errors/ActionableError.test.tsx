import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ActionableError } from '@/components/errors/ActionableError';
import { openOptions } from '@/components/common/open-options';
import { ERROR_KINDS, type ErrorKind } from '@/utils/ui-safe/error-kinds';

import { send } from '@/utils/ui-safe/messaging/client';

vi.mock('@/components/common/open-options', () => ({ openOptions: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(send).mockReset();
  vi.mocked(send).mockResolvedValue({ ok: false, error: { kind: 'noBackground', message: '' } });
});

describe('a rate limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second, then retries once by itself', () => {
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind: 'rateLimited', message: '', retryAfterMs: 1_500 }} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Too many requests');
    expect(screen.getByText('Retrying in 2 s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('Retrying in 1 s')).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('never retries a billed request by itself: the wait counts down, then Retry waits for the user (A12)', () => {
    const onRetry = vi.fn();
    render(
      <ActionableError
        error={{ kind: 'rateLimited', message: '', retryAfterMs: 1_500 }}
        onRetry={onRetry}
        billedRetry
      />,
    );
    expect(screen.getByText('You can try again in 2 s.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    for (let second = 0; second < 60; second += 1)
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.queryByText(/You can try again in/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no fixed "try again in" next to the live countdown', () => {
    render(<ActionableError error={{ kind: 'rateLimited', message: '', retryAfterMs: 3_000 }} onRetry={() => {}} />);
    expect(screen.queryByText(/You can try again in/)).toBeNull();
  });

  it('does not count down an hour (D6): it offers Retry instead', () => {
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind: 'rateLimited', message: '', retryAfterMs: 3_600_000 }} onRetry={onRetry} />);
    expect(screen.queryByText(/Retrying in/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('stops counting when it is removed (a new search replaced it)', () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <ActionableError error={{ kind: 'rateLimited', message: '', retryAfterMs: 1_000 }} onRetry={onRetry} />,
    );
    unmount();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('what each error offers', () => {
  it.each<ErrorKind>(['noKey', 'invalidKey', 'badKey'])(
    '%s: "Open options" opens the options page, no Retry',
    (kind) => {
      render(<ActionableError error={{ kind, message: '' }} onRetry={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
      expect(openOptions).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    },
  );

  it.each<ErrorKind>([
    'offline',
    'timeout',
    'server',
    'malformed',
    'internal',
    'interrupted',
    'slowDown',
    'noBackground',
    'unknown',
  ])('%s: Retry runs the request again', (kind) => {
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind, message: '' }} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('trustedOnly: Retry ignores a click a script made, and acts on a real one', () => {
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind: 'server', message: '' }} onRetry={onRetry} trustedOnly />);
    const button = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    const real = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(real, 'isTrusted', { value: true });
    fireEvent(button, real);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a background stopped mid-request says to try again (a reload is the last resort), and offers Retry', () => {
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind: 'noBackground', message: '' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Scout stopped before it answered\. Try again;/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('quota used up: what it means and when it resets; no pointless Retry, but the options page, to check again', () => {
    render(
      <ActionableError
        error={{ kind: 'quotaExhausted', message: '', resetsAt: Date.UTC(2030, 0, 1) }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('monthly quota');
    expect(screen.getByRole('alert').textContent).toContain('The limit resets on');
    expect(screen.getByText(/Searches work again when the monthly quota resets/).textContent).toContain(
      "verify your key in Scout's options",
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open options' })).toBeTruthy();
  });

  it('spend cap: where to raise it', () => {
    render(<ActionableError error={{ kind: 'spendCap', message: '' }} onRetry={() => {}} />);
    expect(screen.getByText(/Raise your spending limit/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a cancelled request shows nothing', () => {
    const { container } = render(<ActionableError error={{ kind: 'aborted', message: '' }} onRetry={() => {}} />);
    expect(container.textContent).toBe('');
  });
});

describe('every kind has its own sentence (no "Something went wrong" for a known kind)', () => {
  /** The two generic kinds: a failure Scout cannot describe, and a kind from a background of another version. */
  const GENERIC: readonly ErrorKind[] = ['internal', 'unknown'];
  const SHOWN = ERROR_KINDS.filter((kind) => kind !== 'aborted');
  const german = JSON.parse(readFileSync('public/_locales/de/messages.json', 'utf8')) as Record<
    string,
    { message: string }
  >;

  it.each(SHOWN)('%s, in English', (kind) => {
    render(
      <ActionableError error={{ kind, message: 'Something went wrong (raw text, never shown)' }} onRetry={() => {}} />,
    );
    const text = screen.getByRole('alert').querySelector('p')?.textContent ?? '';
    expect(text).not.toBe('');
    if (!GENERIC.includes(kind)) expect(text).not.toMatch(/Something went wrong/);
  });

  it.each(SHOWN)('%s, in German', (kind) => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(
      ((key: string) => german[key]?.message ?? '') as typeof fakeBrowser.i18n.getMessage,
    );
    render(<ActionableError error={{ kind, message: '' }} onRetry={() => {}} />);
    const text = screen.getByRole('alert').querySelector('p')?.textContent ?? '';
    expect(text).not.toBe('');
    expect(Object.values(german).map((entry) => entry.message)).toContain(text);
    if (!GENERIC.includes(kind)) expect(text).not.toMatch(/schiefgelaufen/);
    vi.restoreAllMocks();
  });

  it('the generic sentence is only for kinds this UI does not know', () => {
    render(<ActionableError error={{ kind: 'unknown', message: '' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Try again.');
  });
});

describe('no host permission for the API (docs/security-plan.md E6)', () => {
  const SETTINGS_REPLY = { ok: true, data: { apiBaseUrl: 'https://api.search.brave.com/res/v1' } };
  beforeEach(() => {
    vi.mocked(send).mockResolvedValue(SETTINGS_REPLY as Awaited<ReturnType<typeof send>>);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the browser for the API origin inside the click, then retries once granted', async () => {
    const request = vi.fn(() => Promise.resolve(true));
    fakeBrowser.permissions.request = request as unknown as typeof fakeBrowser.permissions.request;
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind: 'noPermission', message: '' }} onRetry={onRetry} />);
    const button = await screen.findByRole('button', { name: 'Allow Scout to reach api.search.brave.com' });
    expect(send).toHaveBeenCalledWith('settings.get', {});
    fireEvent.click(button);
    // Synchronously, still inside the user's gesture.
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.search.brave.com/*'] });
    await waitFor(() => expect(onRetry).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Open options' })).toBeNull();
  });

  it('asks for the configured origin (a proxy or the emulator), without its port', async () => {
    vi.mocked(send).mockResolvedValue({ ok: true, data: { apiBaseUrl: 'http://127.0.0.1:8787/res/v1' } } as Awaited<
      ReturnType<typeof send>
    >);
    const request = vi.fn(() => Promise.resolve(true));
    fakeBrowser.permissions.request = request as unknown as typeof fakeBrowser.permissions.request;
    render(<ActionableError error={{ kind: 'noPermission', message: '' }} onRetry={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Allow Scout to reach 127.0.0.1:8787' }));
    expect(request).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
  });

  it('says so when the permission is refused, and does not retry', async () => {
    fakeBrowser.permissions.request = vi.fn(() =>
      Promise.resolve(false),
    ) as unknown as typeof fakeBrowser.permissions.request;
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind: 'noPermission', message: '' }} onRetry={onRetry} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Allow Scout to reach api.search.brave.com' }));
    expect(
      await screen.findByText(
        'The browser did not let Scout reach api.search.brave.com. Searches need this permission.',
      ),
    ).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('in the in-page panel (a content script has no permissions API) it leads to the options page', () => {
    vi.spyOn(fakeBrowser, 'permissions', 'get').mockReturnValue(undefined as unknown as typeof fakeBrowser.permissions);
    render(<ActionableError error={{ kind: 'noPermission', message: '' }} onRetry={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptions).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Allow Scout/ })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});
