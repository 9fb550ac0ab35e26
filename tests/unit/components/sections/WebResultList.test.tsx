import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { WebResultList } from '@/components/sections/WebResultList';
import { mapWebResults } from '@/utils/worker/view/map-web';
import type { WebResultView } from '@/utils/contract/view-schemas';
import { HOSTILE_CASES } from '../../richtext/hostile-inputs';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsed } from '../../view/parsed';

afterEach(cleanup);

const FAVICON = 'https://imgs.search.brave.com/sig/rs:fit:32:32:1:0/g:ce/aHR0';

const results = mapWebResults(
  parsed({
    web: {
      results: [
        {
          title: 'Blu Tack - <strong>Wikipedia</strong>',
          url: 'https://en.wikipedia.org/wiki/Blu_Tack',
          description: 'A <strong>reusable</strong> adhesive. It&#x27;s blue.',
          age: '1 month ago',
          meta_url: {
            netloc: 'en.wikipedia.org',
            hostname: 'en.wikipedia.org',
            path: '› wiki  › Blu_Tack',
            favicon: FAVICON,
          },
          extra_snippets: ['Made by Bostik.'],
        },
        { title: 'Evil', url: 'javascript:alert(1)', description: 'no link here' },
      ],
    },
  }),
);

describe('WebResultList', () => {
  it('is a section headed "Web results" with a list of links named by their titles', () => {
    render(<WebResultList results={results} />);
    const section = screen.getByRole('region', { name: 'Web results' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Web results' })).toBeTruthy();
    const [resultList] = within(section).getAllByRole('list');
    expect(resultList!.children).toHaveLength(2);
    expect(Array.from(resultList!.children).every((child) => child.tagName === 'LI')).toBe(true);
    const link = screen.getByRole('link', { name: 'Blu Tack - Wikipedia' });
    expect(link.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Blu_Tack');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('strong')?.textContent).toBe('Wikipedia');
  });

  it('shows the display URL, favicon, age, description and extra snippets', () => {
    const { container } = render(<WebResultList results={results} />);
    const item = screen.getByRole('link', { name: 'Blu Tack - Wikipedia' }).closest('li')!;
    expect(item.textContent).toContain('en.wikipedia.org › wiki › Blu_Tack');
    expect(item.textContent).toContain('1 month ago');
    expect(item.textContent).toContain("A reusable adhesive. It's blue.");
    expect(item.textContent).toContain('Made by Bostik.');
    const favicon = item.querySelector('img')!;
    expect(favicon.getAttribute('src')).toBe(FAVICON);
    expect(favicon.getAttribute('alt')).toBe('');
    expectNoDangerousAttributes(container);
  });

  it('does not link a result whose URL is unsafe (docs/security-plan.md C2)', () => {
    render(<WebResultList results={results} />);
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows an https thumbnail in a fixed box, sitelinks as a compact list, and an "Adult content" badge', () => {
    const [view] = mapWebResults(
      parsed({
        web: {
          results: [
            {
              title: 'Site',
              url: 'https://site.example/',
              family_friendly: false,
              thumbnail: { src: 'https://imgs.search.brave.com/t/rs:fit:200:200:1:0/g:ce/aHR0' },
              deep_results: {
                buttons: [
                  { title: 'Docs', url: 'https://site.example/docs' },
                  { title: 'Blog', url: 'https://site.example/blog' },
                ],
              },
            },
          ],
        },
      }),
      { safesearchOff: true },
    );
    const { container } = render(<WebResultList results={[view!]} />);
    const thumb = container.querySelector('img.scout-thumb')!;
    expect([thumb.getAttribute('width'), thumb.getAttribute('height'), thumb.getAttribute('alt')]).toEqual([
      '96',
      '72',
      '',
    ]);
    expect(thumb.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(thumb.getAttribute('loading')).toBe('lazy');
    const sitelinks = screen.getByRole('list', { name: 'More from this site' });
    const links = within(sitelinks).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Docs', 'https://site.example/docs', 'noopener noreferrer'],
      ['Blog', 'https://site.example/blog', 'noopener noreferrer'],
    ]);
    expect(container.querySelector('.scout-badge')!.textContent).toBe('Adult content');
    expectNoDangerousAttributes(container);
  });

  it('shows no badge, sitelinks or thumbnail when there are none', () => {
    const { container } = render(<WebResultList results={results} />);
    expect(container.querySelector('.scout-badge, .scout-deeplinks, img.scout-thumb')).toBeNull();
    expect(container.textContent).not.toContain('Adult content');
  });

  it('re-checks URLs in the view model it is given', () => {
    const forged: WebResultView = {
      id: 'f',
      title: ['Forged'],
      url: 'javascript:alert(1)',
      displayUrl: 'x',
      description: [],
      extraSnippets: [],
      deepLinks: [{ title: 'Evil', url: 'javascript:alert(1)' }],
      faviconUrl: 'javascript:alert(1)',
      thumbnail: 'http://insecure.example/t.jpg',
    };
    const { container } = render(<WebResultList results={[forged]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.scout-deeplinks')).toBeNull();
  });

  it('renders hostile titles and descriptions as text only (docs/security-plan.md C1)', () => {
    const hostile = mapWebResults(
      parsed({
        web: {
          results: HOSTILE_CASES.map((c, i) => ({
            title: c.input,
            description: c.input,
            url: `https://e.example/${i}`,
          })),
        },
      }),
    );
    const { container } = render(<WebResultList results={hostile} />);
    const allowed = new Set(['SECTION', 'H2', 'UL', 'LI', 'A', 'SPAN', 'DIV', 'BDI', 'STRONG', 'EM', 'P', 'IMG']);
    for (const element of Array.from(container.querySelectorAll('*'))) expect(allowed).toContain(element.tagName);
    expectNoDangerousAttributes(container);
  });

  it('is busy while loading and says so', () => {
    render(<WebResultList results={[]} busy />);
    expect(screen.getByRole('region', { name: 'Web results' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('says when there are no results', () => {
    render(<WebResultList results={[]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Web results' })).toBeTruthy();
    expect(screen.getByText('No results.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Web results' }).getAttribute('aria-busy')).toBe('false');
  });

  it('marks the language of a result', () => {
    const [first] = mapWebResults(
      parsed({
        web: {
          results: [
            { title: 'Hallo', url: 'https://de.example/', language: 'de' },
            { title: 'x', url: 'https://x.example/', language: '"><script>' },
          ],
        },
      }),
    );
    const { container } = render(
      <WebResultList results={[first!, { ...first!, id: 'bad', language: '"><script>' }]} />,
    );
    const items = container.querySelectorAll('li.scout-result');
    expect(items[0]!.getAttribute('lang')).toBe('de');
    expect(items[1]!.hasAttribute('lang')).toBe(false);
  });
});
