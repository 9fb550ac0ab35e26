import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ErrorNotice, errorSentence } from '@/components/errors/ErrorNotice';
import type { ErrorKind } from '@/utils/ui-safe/error-kinds';

afterEach(cleanup);

/** Every known kind except aliases (`validation` reads like `badRequest`). */
const KINDS: ErrorKind[] = [
  'noKey',
  'invalidKey',
  'badKey',
  'notInPlan',
  'badRequest',
  'notFound',
  'rateLimited',
  'quotaExhausted',
  'spendCap',
  'expiredSummary',
  'summaryFailed',
  'timeout',
  'offline',
  'server',
  'malformed',
  'noPermission',
  'aborted',
  'forbidden',
  'internal',
  'noBackground',
  'slowDown',
  'searchGone',
  'summaryUnavailable',
  'interrupted',
  'badMessage',
];
/** What a caller outside the type system could still pass (the type forbids it). */
const stray = (kind: string) => kind as ErrorKind;

describe('ErrorNotice', () => {
  it('has a distinct sentence for every known kind, and a generic one otherwise', () => {
    const sentences = KINDS.map((kind) => errorSentence(kind));
    expect(new Set(sentences).size).toBe(KINDS.length);
    expect(errorSentence('validation')).toBe(errorSentence('badRequest'));
    expect(sentences).not.toContain(errorSentence('unknown'));
    expect(errorSentence(stray('somethingNew'))).toBe(errorSentence('unknown'));
    expect(errorSentence(stray('toString'))).toBe(errorSentence('unknown'));
    expect(errorSentence('unknownMessage')).toBe(errorSentence('badMessage'));
    expect(errorSentence('invalidKey')).toBe('The API key was rejected. Check it in the options.');
  });

  it('shows the sentence as an alert, without the raw message', () => {
    render(
      <ErrorNotice
        error={{ kind: 'quotaExhausted', message: 'Request quota limit exceeded for plan. X-Subscription-Token: abc' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The monthly quota of your API plan is used up.');
  });

  it('says when to retry and when a limit resets', () => {
    render(<ErrorNotice error={{ kind: 'rateLimited', retryAfterMs: 1500, resetsAt: Date.UTC(2030, 0, 1, 12, 0) }} />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('You can try again in 2 s.');
    expect(text).toMatch(/The limit resets on .*2030/);
  });

  it('ignores an invalid reset date and a non-positive retry delay', () => {
    render(<ErrorNotice error={{ kind: 'rateLimited', retryAfterMs: 0, resetsAt: Number.NaN }} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many requests at once. Slow down and try again.');
  });

  it('renders the action buttons it is given', () => {
    const retry = vi.fn();
    const openOptions = vi.fn();
    render(
      <ErrorNotice
        error={{ kind: 'invalidKey' }}
        actions={[
          { label: 'Retry', onClick: retry },
          { label: 'Open options', onClick: openOptions },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptions).toHaveBeenCalledOnce();
    expect(retry).not.toHaveBeenCalled();
  });
});

describe('ErrorNotice on the options page', () => {
  it('does not send the user to the options page they are on', () => {
    render(<ErrorNotice error={{ kind: 'invalidKey' }} onOptionsPage />);
    expect(screen.getByRole('alert').textContent).toContain('save it again');
    expect(screen.getByRole('alert').textContent).not.toContain('in the options');
  });

  it('keeps the usual sentence for other kinds', () => {
    render(<ErrorNotice error={{ kind: 'offline' }} onOptionsPage />);
    expect(screen.getByRole('alert').textContent).toBe(errorSentence('offline'));
  });
});
