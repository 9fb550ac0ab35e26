import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { CopyAnswer } from '@/components/summary/CopyAnswer';
import { SummaryCard } from '@/components/summary/SummaryCard';
import type { SummaryView } from '@/utils/contract/view-schemas';

afterEach(cleanup);

const SUMMARY: SummaryView = {
  blocks: [{ kind: 'paragraph', content: ['Herons are birds ', { t: 'ref', n: 1 }] }],
  citations: [{ number: 1, url: 'https://birds.example/heron', hostname: 'birds.example', title: 'Herons' }],
  sources: [],
  entities: [],
  followups: [],
  status: 'complete',
};

describe('CopyAnswer', () => {
  it('writes the answer as Markdown in the click and says so', async () => {
    const write = vi.fn(async () => {});
    render(<CopyAnswer summary={SUMMARY} write={write} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied as Markdown, with its sources.'));
    expect(write).toHaveBeenCalledWith(
      'Herons are birds [1]\n\nSources:\n\n- [1] Herons — <https://birds.example/heron>\n',
    );
  });

  it('says when the browser refused', async () => {
    render(<CopyAnswer summary={SUMMARY} write={() => Promise.reject(new Error('NotAllowedError'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Could not copy: the browser did not allow it here.'),
    );
  });

  it('is offered under a finished answer only, not while it streams, and only where the page asks for it', () => {
    const { rerender } = render(<SummaryCard summary={SUMMARY} streaming copy />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    rerender(<SummaryCard summary={SUMMARY} copy />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    rerender(<SummaryCard summary={SUMMARY} />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });
});
