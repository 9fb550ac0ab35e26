import type { TopicSeed, WebDoc } from './types';
import { siteFor } from './sites';
import { TECH_TOPICS } from './topics-tech';
import { SCIENCE_TOPICS } from './topics-science';
import { LIFE_TOPICS } from './topics-life';
import { FOREIGN_PAGES, TRAVEL_TOPICS } from './topics-travel';

/** Page ages in hours, picked in a fixed rotation so every topic spans fresh and old pages. */
const AGE_STEPS = [3, 20, 30, 60, 24 * 5, 24 * 12, 24 * 25, 24 * 45, 24 * 120, 24 * 300, 24 * 500, 24 * 900, 24 * 1500];

export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'page'
  );
}

function pageFromTopic(topic: TopicSeed, topicIndex: number, pageIndex: number, id: number): WebDoc {
  const [title, siteKey] = topic.pages[pageIndex] ?? ['', 'wiki'];
  const site = siteFor(siteKey);
  const facts = topic.facts;
  const fact = (offset: number) => facts[(pageIndex + offset) % facts.length] ?? '';
  const slug = site.prefix === 'wiki' ? title.replace(/ /g, '_').replace(/[^\w()-]/g, '') : slugify(title);
  const pathSegments = [site.prefix, slug + (site.contentType === 'pdf' ? '.pdf' : '')];
  return {
    id,
    topic: topic.topic,
    title,
    url: `https://${site.host}/${pathSegments.join('/')}`,
    host: site.host,
    siteName: site.name,
    pathSegments,
    // The page's own fact first, so each page leads with something different.
    body: [fact(0), fact(1), fact(3)].join(' '),
    extraSnippets: [fact(2), fact(4), fact(5)],
    ageHours: AGE_STEPS[(topicIndex * 5 + pageIndex * 3) % AGE_STEPS.length] ?? 24,
    language: 'en',
    familyFriendly: !topic.adult,
    subtype: site.subtype,
    isNews: site.isNews === true,
    ...(site.contentType ? { contentType: site.contentType } : {}),
    hasThumbnail: id % 3 === 0,
    followups: topic.followups,
  };
}

/** Every topic of the world, in document order. */
export const TOPICS: readonly TopicSeed[] = [...TECH_TOPICS, ...SCIENCE_TOPICS, ...LIFE_TOPICS, ...TRAVEL_TOPICS];

function buildDocuments(): WebDoc[] {
  const docs: WebDoc[] = [];
  TOPICS.forEach((topic, topicIndex) => {
    topic.pages.forEach((_page, pageIndex) => docs.push(pageFromTopic(topic, topicIndex, pageIndex, docs.length)));
  });
  FOREIGN_PAGES.forEach((page, index) => {
    const site = siteFor(page.site);
    const slug = slugify(page.title) === 'page' ? `${page.language}-${index}` : slugify(page.title);
    const pathSegments = [page.language, slug];
    docs.push({
      id: docs.length,
      topic: 'foreign',
      title: page.title,
      url: `https://${site.host}/${pathSegments.join('/')}`,
      host: site.host,
      siteName: site.name,
      pathSegments,
      body: page.body,
      extraSnippets: [],
      ageHours: AGE_STEPS[(index * 4) % AGE_STEPS.length] ?? 24,
      language: page.language,
      familyFriendly: true,
      subtype: site.subtype,
      isNews: false,
      hasThumbnail: false,
      followups: [],
    });
  });
  return docs;
}

/** The fixed corpus; ids are indexes. */
export const DOCUMENTS: readonly WebDoc[] = buildDocuments();

/** The pages of a topic, in the order its seed lists them. */
export function topicPages(topic: string): WebDoc[] {
  return DOCUMENTS.filter((doc) => doc.topic === topic);
}
