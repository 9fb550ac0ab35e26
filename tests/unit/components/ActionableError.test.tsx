import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ActionableError } from '@/components/ActionableError';
import { openOptions } from '@/components/open-options';

vi.mock('@/components/open-options', () => ({ openOptions: vi.fn() }));

afterEach(cleanup);

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
    const { unmount } = render(<ActionableError error={{ kind: 'rateLimited', message: '', retryAfterMs: 1_000 }} onRetry={onRetry} />);
    unmount();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('what each error offers', () => {
  it.each(['noKey', 'invalidKey', 'badKey', 'noPermission'])('%s: "Open options" opens the options page, no Retry', (kind) => {
    render(<ActionableError error={{ kind, message: '' }} onRetry={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptions).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each(['offline', 'timeout', 'server', 'malformed', 'internal', 'interrupted'])('%s: Retry runs the request again', (kind) => {
    const onRetry = vi.fn();
    render(<ActionableError error={{ kind, message: '' }} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('quota used up: what it means and when it resets, and no pointless Retry', () => {
    render(<ActionableError error={{ kind: 'quotaExhausted', message: '', resetsAt: Date.UTC(2030, 0, 1) }} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('monthly quota');
    expect(screen.getByRole('alert').textContent).toContain('The limit resets on');
    expect(screen.getByText(/Searches work again when the monthly quota resets/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
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
