import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { SiteChip } from '@/components/app/SiteChip';

afterEach(cleanup);

function Box({ initial, onFocus }: { initial: string; onFocus: () => void }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <input aria-label="Search" value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <SiteChip host="docs.python.org" text={text} onText={setText} focusBox={onFocus} />
    </>
  );
}

describe('SiteChip', () => {
  it('adds site:<host> to the query, shown and editable in the box, focuses the box and searches nothing', () => {
    const onFocus = vi.fn();
    render(<Box initial="tutorial" onFocus={onFocus} />);
    const chip = screen.getByRole('button', { name: 'This site (docs.python.org)' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('site:docs.python.org tutorial');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(onFocus).toHaveBeenCalledOnce();
    fireEvent.click(chip);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('tutorial');
  });

  it('replaces another site: and leaves room to type on an empty box', () => {
    render(<Box initial="" onFocus={() => {}} />);
    fireEvent.click(screen.getByRole('button'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('site:docs.python.org ');
    cleanup();
    render(<Box initial="site:other.org x" onFocus={() => {}} />);
    fireEvent.click(screen.getByRole('button'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('site:docs.python.org x');
  });
});
