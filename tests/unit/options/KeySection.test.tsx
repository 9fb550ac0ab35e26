import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { KeySection } = await import('@/entrypoints/options/KeySection');

beforeEach(resetSend);
afterEach(cleanup);

const field = () => screen.getByLabelText('API key') as HTMLInputElement;
const type = (value: string) => fireEvent.input(field(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('KeySection', () => {
  it('describes the key only by its hint', () => {
    const statusFor = (status: Parameters<typeof KeySection>[0]['status']) => {
      cleanup();
      render(<KeySection status={status} origin="https://api.search.brave.com" onChanged={() => {}} />);
      return screen.getByRole('status').textContent;
    };
    expect(statusFor(undefined)).toBe('Loading…');
    expect(statusFor({ set: false })).toBe('No key saved');
    expect(statusFor({ set: true, hint: '…abcd' })).toBe('Saved, ending …abcd');
  });

  it('saves the typed key, empties the field and reports the new status', async () => {
    answers.set('key.save', () => ({ ok: true, data: { set: true, hint: '…5678' } }));
    const onChanged = vi.fn();
    render(<KeySection status={{ set: false }} origin="https://api.search.brave.com" onChanged={onChanged} />);
    expect(field().type).toBe('password');
    type('secret-key-5678');
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ set: true, hint: '…5678' }));
    expect(sent).toEqual([{ type: 'key.save', data: { key: 'secret-key-5678' } }]);
    expect(field().value).toBe('');
    expect(new XMLSerializer().serializeToString(document.body)).not.toContain('secret-key');
  });

  it("shows the background's refusal next to the field, localised by its code", async () => {
    answers.set('key.save', () => ({
      ok: false,
      error: { kind: 'badKey', code: 'badCharacters', message: 'English text' },
    }));
    const onChanged = vi.fn();
    render(<KeySection status={{ set: false }} origin="https://api.search.brave.com" onChanged={onChanged} />);
    type('two words');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^An API key has no spaces/);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('refuses an enormous paste itself, without sending it', async () => {
    render(<KeySection status={{ set: false }} origin="https://api.search.brave.com" onChanged={vi.fn()} />);
    type('k'.repeat(10_001));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That is too long to be an API key. Copy it again from the API dashboard.',
    );
    expect(sent).toEqual([]);
  });

  it('shows other failures with the shared error notice', async () => {
    render(<KeySection status={{ set: false }} origin="https://api.search.brave.com" onChanged={vi.fn()} />);
    type('abc');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Scout stopped before it answered. Try again; if this keeps happening, reload the extension.',
    );
  });

  it('removes the key and returns focus to the field', async () => {
    answers.set('key.remove', () => ({ ok: true, data: { set: false } }));
    const onChanged = vi.fn();
    render(
      <KeySection status={{ set: true, hint: '…abcd' }} origin="https://api.search.brave.com" onChanged={onChanged} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ set: false }));
    expect(document.activeElement).toBe(field());
  });

  it('says plainly where the key is kept and where it goes', () => {
    render(<KeySection status={{ set: false }} origin="http://127.0.0.1:8787" onChanged={vi.fn()} />);
    const note = document.getElementById('options-key-note')!;
    expect(note.textContent).toContain('stored unencrypted');
    expect(note.textContent).toContain('only to http://127.0.0.1:8787');
    expect(field().getAttribute('aria-describedby')).toBe('options-key-note');
    expect(screen.queryByRole('button', { name: 'Remove key' })).toBeNull();
  });

  it('keeps the optional Answers key the same way, in its own section and field', async () => {
    answers.set('key.save', () => ({ ok: true, data: { set: true, hint: '…wers' } }));
    answers.set('key.remove', () => ({ ok: true, data: { set: false } }));
    const onChanged = vi.fn();
    const { rerender } = render(
      <KeySection
        which="answers"
        status={{ set: false }}
        origin="https://api.search.brave.com"
        onChanged={onChanged}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Answers key (optional)' })).toBeTruthy();
    const answersField = screen.getByLabelText('Answers key') as HTMLInputElement;
    expect(answersField.type).toBe('password');
    fireEvent.input(answersField, { target: { value: 'demo-answers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ set: true, hint: '…wers' }));
    rerender(
      <KeySection
        which="answers"
        status={{ set: true, hint: '…wers' }}
        origin="https://api.search.brave.com"
        onChanged={onChanged}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { type: 'key.save', data: { key: 'demo-answers', which: 'answers' } },
      { type: 'key.remove', data: { which: 'answers' } },
    ]);
  });
});
