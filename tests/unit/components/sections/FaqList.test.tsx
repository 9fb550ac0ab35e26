import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { FaqList } from '@/components/sections/FaqList';
import { mapFaq } from '@/utils/worker/view/map-faq';
import type { FaqView } from '@/utils/contract/view-schemas';
import { FAQ } from '../../view/section-answers';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedSection } from '../../view/parsed';

afterEach(cleanup);

describe('FaqList', () => {
  it('makes each question a closed disclosure holding the answer and a source link named by its host', () => {
    const { container } = render(<FaqList items={mapFaq(parsedSection('faq', FAQ))} level={3} />);
    const section = screen.getByRole('region', { name: 'Questions and answers' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Questions and answers' })).toBeTruthy();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(Array.from(details).every((d) => !d.open)).toBe(true);
    expect(details[0]!.querySelector('summary')!.textContent).toBe('How long do herons live?');
    expect(details[0]!.textContent).toContain('Grey herons live about 5 years on average.');
    const source = within(details[0] as HTMLElement).getByRole('link', { name: 'birds.example' });
    expect(source.getAttribute('href')).toBe('https://birds.example/heron#faq');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(source.parentElement!.textContent).toBe('Source: birds.example');
    // The second source URL was javascript: → no link at all.
    expect(details[1]!.querySelector('a')).toBeNull();
    expectNoDangerousAttributes(container);
  });

  it('re-checks the source URL and names the link by the host it really opens', () => {
    const forged: FaqView[] = [
      {
        id: 'a',
        question: ['Q'],
        answer: ['A'],
        source: { title: 't', url: 'javascript:alert(1)', hostname: 'bank.example' },
      },
      {
        id: 'b',
        question: ['Q2'],
        answer: ['A2'],
        source: { title: 't', url: 'https://evil.example/', hostname: 'bank.example' },
      },
    ];
    const { container } = render(<FaqList items={forged} level={3} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('evil.example');
  });

  it('renders nothing for no items', () => {
    expect(render(<FaqList items={[]} level={3} />).container.childElementCount).toBe(0);
  });
});
