import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MAX_GOGGLES } from '@/utils/ui-safe/settings/goggles';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { GogglesSection } = await import('@/entrypoints/options/GogglesSection');

const RUST = 'https://raw.githubusercontent.com/brave/goggles-quickstart/main/goggles/rust_programming.goggle';
const TECH = 'https://goggles.example/tech.goggle';
const BAD = 'Use an https:// address of a hosted Goggle.';

const saved = (goggles: string[]) => ({ ok: true as const, data: { country: 'US', goggles } });
beforeEach(() => {
  resetSend();
  answers.set('settings.update', (data) => saved((data as { patch: { goggles: string[] } }).patch.goggles));
});
afterEach(cleanup);

const field = () => screen.getByLabelText('Address of a hosted Goggle') as HTMLInputElement;
function add(url: string) {
  fireEvent.input(field(), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('GogglesSection', () => {
  it('says what a Goggle does and that the chosen one goes with each search', () => {
    render(<GogglesSection goggles={[]} onSaved={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Goggles' })).toBeTruthy();
    expect(screen.getByText(/re-ranks search results by its own rules/).textContent).toMatch(/sent with each search/);
    expect(screen.getByText('No Goggles saved.')).toBeTruthy();
  });

  it('adds a Goggle to the saved ones and clears the field', async () => {
    const onSaved = vi.fn();
    render(<GogglesSection goggles={[TECH]} onSaved={onSaved} />);
    add(`  ${RUST} `);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ country: 'US', goggles: [TECH, RUST] }));
    expect(sent).toEqual([{ type: 'settings.update', data: { patch: { goggles: [TECH, RUST] } } }]);
    expect(field().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Goggle added.');
  });

  it.each([
    'goggles.example/tech.goggle',
    'http://goggles.example/tech.goggle',
    'javascript:alert(1)',
    'https://me:pw@goggles.example/tech.goggle',
    'https://goggles.example/tech.goggle#x',
  ])('shows an inline problem for %j and sends nothing', (url) => {
    render(<GogglesSection goggles={[]} onSaved={vi.fn()} />);
    add(url);
    const problem = screen.getByRole('alert');
    expect(problem.textContent).toBe(BAD);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(problem.id);
    expect(sent).toEqual([]);
  });

  it('does not save a Goggle twice', () => {
    render(<GogglesSection goggles={[TECH]} onSaved={vi.fn()} />);
    add(TECH);
    expect(screen.getByRole('alert').textContent).toBe('This Goggle is already saved.');
    expect(sent).toEqual([]);
  });

  it('removes a Goggle by its labelled button', async () => {
    const onSaved = vi.fn();
    render(<GogglesSection goggles={[TECH, RUST]} onSaved={onSaved} />);
    expect(screen.getByRole('list', { name: 'Saved Goggles' }).textContent).toContain(RUST);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${TECH}` }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ country: 'US', goggles: [RUST] }));
    expect(screen.getByRole('status').textContent).toBe('Goggle removed.');
  });

  it('stops adding at the limit and says why', () => {
    const full = Array.from({ length: MAX_GOGGLES }, (_, n) => `https://goggles.example/g${n}.goggle`);
    render(<GogglesSection goggles={full} onSaved={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText(`${MAX_GOGGLES} Goggles are saved, the most Scout keeps. Remove one to add another.`),
    ).toBeTruthy();
  });

  it('shows the background refusing an address as the same inline problem, and other failures as errors', async () => {
    answers.set('settings.update', () => ({ ok: false, error: { kind: 'badRequest', message: 'goggles.0: bad' } }));
    render(<GogglesSection goggles={[]} onSaved={vi.fn()} />);
    add(TECH);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(BAD));
    answers.set('settings.update', () => ({ ok: false, error: { kind: 'noBackground', message: 'x' } }));
    add(TECH);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Scout stopped before it answered. Try again; if this keeps happening, reload the extension.',
      ),
    );
  });
});
