import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { InfoboxCard } from '@/components/sections/InfoboxCard';
import { mapInfobox } from '@/utils/worker/view/map-infobox';
import type { InfoboxView } from '@/utils/contract/view-schemas';
import { IMG, INFOBOX } from '../../view/section-answers';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedSection } from '../../view/parsed';

afterEach(cleanup);

const heron = mapInfobox(parsedSection('infobox', INFOBOX))!;

describe('InfoboxCard', () => {
  it("is a region headed by the entity's name, which links to its page", () => {
    render(<InfoboxCard infobox={heron} level={3} />);
    const section = screen.getByRole('region', { name: 'Grey heron' });
    const heading = within(section).getByRole('heading', { level: 3, name: 'Grey heron' });
    expect(heading.querySelector('a')!.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Grey_heron');
    expect(section.textContent).toContain('Species of bird');
    expect(section.textContent).toContain('The grey heron is a long-legged wading bird of the heron family.');
  });

  it('shows the image in a fixed 96×96 box', () => {
    const { container } = render(<InfoboxCard infobox={heron} level={3} />);
    const img = container.querySelector('img.scout-thumb')!;
    expect(img.getAttribute('src')).toBe(IMG('infobox'));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
      '96',
      '96',
      'A grey heron',
    ]);
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('lists key facts as a description list', () => {
    const { container } = render(<InfoboxCard infobox={heron} level={3} />);
    const terms = Array.from(container.querySelectorAll('dl dt')).map((dt) => dt.textContent);
    const values = Array.from(container.querySelectorAll('dl dd')).map((dd) => dd.textContent);
    expect(terms).toEqual(['Scientific name', 'Wingspan']);
    expect(values).toEqual(['Ardea cinerea', '155–195 cm']);
  });

  it('shows ratings as "value/best · reviews · source"', () => {
    const { container } = render(
      <InfoboxCard
        infobox={{ ...heron, ratings: [...heron.ratings, { value: 3, best: 5, count: 1 }, { value: 7, best: 10 }] }}
        level={3}
      />,
    );
    const ratings = Array.from(container.querySelectorAll('.scout-infobox-ratings li')).map((li) => li.textContent);
    expect(ratings).toEqual(['4.5/5 · 1,234 reviews · BirdRate', '3/5 · 1 review', '7/10']);
  });

  it('lists the official site first, then profiles, opening in new tabs', () => {
    const { container } = render(<InfoboxCard infobox={heron} level={3} />);
    const list = screen.getByRole('list', { name: 'Links' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Official site (herons.example)', 'Wikipedia', 'Wikidata']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://herons.example/',
      'https://en.wikipedia.org/wiki/Grey_heron',
      'https://www.wikidata.org/wiki/Q18789',
    ]);
    expect(
      links.every((a) => a.getAttribute('rel') === 'noopener noreferrer' && a.getAttribute('target') === '_blank'),
    ).toBe(true);
    expect(links[1]!.querySelector('img')!.getAttribute('src')).toBe(IMG('wp'));
    expectNoDangerousAttributes(container);
  });

  it('re-checks every URL of a forged view model', () => {
    const forged: InfoboxView = {
      title: 'Forged',
      url: 'javascript:alert(1)',
      description: [],
      image: { src: 'http://insecure.example/i.png', alt: '' },
      facts: [],
      links: [{ title: 'x', url: 'data:text/html,x', favicon: 'javascript:alert(1)', official: true }],
      ratings: [],
    };
    const { container } = render(<InfoboxCard infobox={forged} level={2} />);
    expect(container.querySelector('a, img, ul')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Forged' })).toBeTruthy();
  });
});
