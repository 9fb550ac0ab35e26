import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { SummaryCard } from '@/components/summary/SummaryCard';
import { mapSummary } from '@/utils/worker/view/summary/map-summary';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedSummary } from '../../view/parsed';

afterEach(cleanup);

const token = (data: string): SummaryMessage => ({ type: 'token', data });

const summary = mapSummary(
  parsedSummary({
    status: 'complete',
    title: 'Paris',
    summary: [
      token('Paris is the capital of France.'),
      {
        type: 'inline_reference',
        data: { url: 'https://en.wikipedia.org/wiki/Paris', number: 1, start_index: 0, end_index: 31 },
      },
      token(' \u202EIt has <strong>museums</strong>:'),
      { type: 'enum_start', data: 'ul' },
      { type: 'enum_item', data: { name: 'Louvre', url: 'https://louvre.example/', text: 'Art.' } },
      { type: 'enum_item', data: { name: 'Orsay', url: 'javascript:alert(1)' } },
      { type: 'enum_end' },
    ],
    enrichments: {
      context: [
        { title: 'Paris - Wikipedia', url: 'https://en.wikipedia.org/wiki/Paris' },
        { title: 'Visit Paris', url: 'https://visit.example/' },
      ],
      entities: [{ name: 'Louvre', url: 'https://louvre.example/' }],
    },
    entities_infos: { Louvre: { description: 'A museum.' } },
    followups: ['What to see in Paris?', 'Best time to visit?'],
  }),
);

describe('SummaryCard', () => {
  it('shows the title as the section heading and paragraphs with citation links', () => {
    render(<SummaryCard summary={summary} />);
    const section = screen.getByRole('region', { name: 'Paris' });
    expect(section.getAttribute('aria-busy')).toBe('false');
    const cite = screen.getByRole('link', { name: 'Source 1' });
    expect(cite.textContent).toBe('[1]');
    expect(cite.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Paris');
    expect(cite.getAttribute('rel')).toBe('noopener noreferrer');
    expect(section.textContent).toContain('Paris is the capital of France.[1] It has museums:');
    expect(section.textContent).not.toContain('\u202E');
  });

  it('renders entity lists, linking only safe URLs', () => {
    render(<SummaryCard summary={summary} />);
    expect(screen.getAllByRole('link', { name: 'Louvre' })[0]!.getAttribute('href')).toBe('https://louvre.example/');
    expect(screen.queryByRole('link', { name: 'Orsay' })).toBeNull();
    expect(screen.getByText('Orsay')).toBeTruthy();
  });

  it('lists numbered sources, other sources and mentioned entities under their own headings', () => {
    render(<SummaryCard summary={summary} />);
    const sources = screen.getByRole('heading', { level: 3, name: 'Sources' }).closest('section')!;
    const items = within(sources).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Paris - Wikipedia', 'Visit Paris']);
    expect(items[0]!.getAttribute('value')).toBe('1');
    const entities = screen.getByRole('heading', { name: 'Mentioned in the summary' }).closest('section')!;
    expect(entities.textContent).toContain('A museum.');
  });

  it('offers follow-up questions as buttons that call onFollowup', () => {
    const onFollowup = vi.fn();
    render(<SummaryCard summary={summary} onFollowup={onFollowup} />);
    expect(screen.getByRole('heading', { name: 'Follow-up questions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Best time to visit?' }));
    expect(onFollowup).toHaveBeenCalledExactlyOnceWith('Best time to visit?', expect.any(Event));
  });

  it('shows follow-ups as text without a handler', () => {
    render(<SummaryCard summary={summary} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('What to see in Paris?')).toBeTruthy();
  });

  it('is busy with a progress hint while streaming', () => {
    render(<SummaryCard summary={mapSummary({ summary: [token('Partial')] })} streaming />);
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('Writing the summary…');
    expect(section.textContent).toContain('Partial');
  });

  it('renders before any data arrives', () => {
    render(<SummaryCard summary={undefined} streaming />);
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeTruthy();
  });

  it('says when the summary failed', () => {
    render(<SummaryCard summary={mapSummary({ status: 'failed' })} />);
    expect(screen.getByText('The summary is unavailable.')).toBeTruthy();
  });

  it('renders markup in summary text inert (docs/security-plan.md C7)', () => {
    const hostile = mapSummary({
      summary: [
        token('<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a> \u202Eevil'),
        { type: 'inline_reference', data: { url: 'javascript:alert(1)', number: 1 } },
      ],
      followups: ['<b onclick=alert(1)>q</b>'],
    });
    const { container } = render(<SummaryCard summary={hostile} onFollowup={() => {}} />);
    expectNoDangerousAttributes(container);
    expect(container.querySelector('img, script, iframe')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button').textContent).toBe('<b onclick=alert(1)>q</b>');
  });
});
