/** @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}} */
// docs/security-plan.md C1/C2 for the answer's sections: hostile API text goes through the real mappers and components,
// and must reach the DOM as text only. JavaScript evaluation is on so the canary is real.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { DiscussionList } from '@/components/sections/DiscussionList';
import { FaqList } from '@/components/sections/FaqList';
import { InfoboxCard } from '@/components/sections/InfoboxCard';
import { NewsList } from '@/components/sections/NewsList';
import { VideoList } from '@/components/sections/VideoList';
import { WebResultList } from '@/components/sections/WebResultList';
import { mapSections } from '@/utils/worker/view/map-sections';
import { mapWebResults } from '@/utils/worker/view/map-web';
import type { SectionsView, WebResultView } from '@/utils/contract/view-schemas';
import { HOSTILE_CASES } from '../../richtext/hostile-inputs';
import { DISCUSSIONS, FAQ, INFOBOX, NEWS, VIDEOS } from '../../view/section-answers';
import {
  allElements,
  canary,
  expectNoDangerousAttributes,
  expectOnlyElements,
  fireEverything,
  resetCanary,
} from '../dom-checks';
import { parsed } from '../../view/parsed';

beforeEach(resetCanary);
afterEach(cleanup);

/** Everything the section components and a web result may create. */
const ALLOWED = new Set([
  'SECTION',
  'H2',
  'H3',
  'UL',
  'LI',
  'A',
  'SPAN',
  'DIV',
  'BDI',
  'STRONG',
  'EM',
  'P',
  'IMG',
  'DL',
  'DT',
  'DD',
  'DETAILS',
  'SUMMARY',
  'BLOCKQUOTE',
  // A result's site menu (components/ranking/SiteMenu.tsx): Scout's own control, its text fixed.
  'BUTTON',
]);
const BAD_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' JaVaScRiPt:alert(1)',
  'vbscript:x',
  'https://user:pw@evil.example/',
];
const PROTOTYPE_TAGS = '<constructor>c</constructor><__proto__>p</__proto__><toString>s</toString><hasOwnProperty>h';

/**
 * One answer with `text` in every text field and `url` in every URL and image field; `meta_url.hostname` is left out
 * because an empty title falls back to it as plain text, which the `hides` checks on rich text would then see.
 */
function hostileAnswer(text: string, url: string) {
  const thumbnail = { src: url, alt: text };
  const item = {
    title: text,
    url,
    description: text,
    age: text,
    thumbnail,
    profile: { name: text, img: url },
    meta_url: { netloc: text, path: text, favicon: url },
  };
  return {
    web: {
      results: [
        { ...item, extra_snippets: [text], family_friendly: false, deep_results: { buttons: [{ title: text, url }] } },
      ],
    },
    news: { results: [{ ...item, source: text, breaking: true }] },
    videos: { results: [{ ...item, video: { duration: text, creator: text, publisher: text, thumbnail } }] },
    discussions: {
      results: [
        {
          ...item,
          data: { forum_name: text, num_answers: text, score: text, title: text, question: text, top_comment: text },
        },
      ],
    },
    faq: { results: [{ question: text, answer: text, title: text, url }] },
    infobox: {
      results: [
        {
          ...item,
          label: text,
          category: text,
          long_desc: text,
          website_url: url,
          images: [thumbnail],
          attributes: [[text, text]],
          profiles: [{ name: text, url, img: url }],
          ratings: [{ ratingValue: 4, bestRating: 5, reviewCount: 3, profile: { name: text } }],
        },
      ],
    },
  };
}

function Everything({ results, sections }: { results: WebResultView[]; sections: SectionsView }) {
  return (
    <div>
      <WebResultList results={results} />
      <NewsList items={sections.news} level={3} />
      <VideoList items={sections.videos} level={3} />
      <DiscussionList items={sections.discussions} level={3} />
      <FaqList items={sections.faq} level={3} />
      {sections.infobox && <InfoboxCard infobox={sections.infobox} level={3} />}
    </div>
  );
}

function renderAnswer(answer: unknown) {
  // The views cross runtime messaging: render what survives structuredClone, as the popup would receive it.
  const results = structuredClone(mapWebResults(parsed(answer), { safesearchOff: true }));
  const sections = structuredClone(mapSections(parsed(answer)));
  return { ...render(<Everything results={results} sections={sections} />), results, sections };
}

describe('sections with hostile text (docs/security-plan.md C1)', () => {
  it.each(HOSTILE_CASES)('$input', async ({ input, shows = [], hides = [] }) => {
    const { container } = renderAnswer(hostileAnswer(input, 'https://ok.example/page'));
    expectOnlyElements(container, ALLOWED);
    expectNoDangerousAttributes(container);
    const text = container.textContent ?? '';
    for (const visible of shows) expect(text).toContain(visible);
    // Rich text drops script-like content; plain fields (age, duration, score, address) keep it, as inert text.
    const rich = Array.from(container.querySelectorAll('.scout-rich'))
      .map((element) => element.textContent)
      .join('\n');
    for (const hidden of hides) expect(rich).not.toContain(hidden);
    await fireEverything(container);
    expect(canary()).toBeUndefined();
  });

  it('shows "<script>" and "<img onerror>" written as entities only as text', () => {
    const { container } = renderAnswer(
      hostileAnswer('&lt;script&gt;x&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;', 'https://ok.example/'),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img:not(.scout-thumb):not(.scout-favicon)')).toHaveLength(0);
    expect(container.textContent).toContain('<script>x</script> <img src=x onerror=alert(1)>');
  });

  it('makes no element, and does not crash, for tags named like Object.prototype members', () => {
    const { container, sections } = renderAnswer(hostileAnswer(PROTOTYPE_TAGS, 'https://ok.example/'));
    expectOnlyElements(container, ALLOWED);
    expect(container.textContent).toContain('c<__proto__>p');
    expect(JSON.stringify(sections)).not.toContain('function');
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });
});

describe('sections with hostile URLs (docs/security-plan.md C2)', () => {
  it.each(BAD_URLS)('never makes %j an href or src', (url) => {
    const { container } = renderAnswer(hostileAnswer('Title', url));
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    for (const element of allElements(container)) {
      for (const { value } of Array.from(element.attributes))
        expect(value.toLowerCase()).not.toMatch(/javascript:|data:|vbscript:|evil\.example/);
    }
  });

  it('drops http: images but keeps http: links', () => {
    const { container } = renderAnswer(hostileAnswer('Title', 'http://insecure.example/page'));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['http://insecure.example/page']));
  });
});

describe('images', () => {
  it('every image has width, height, alt, no-referrer and lazy loading', () => {
    const answer = {
      ...hostileAnswer('Title', 'https://ok.example/'),
      news: NEWS,
      videos: VIDEOS,
      discussions: DISCUSSIONS,
      faq: FAQ,
      infobox: INFOBOX,
    };
    const { container } = renderAnswer(answer);
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const img of images) {
      expect(Number(img.getAttribute('width')), img.getAttribute('class') ?? '').toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.getAttribute('class') ?? '').toBeGreaterThan(0);
      expect(img.hasAttribute('alt')).toBe(true);
      expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
      expect(img.getAttribute('loading')).toBe('lazy');
    }
  });
});
