import type { Site } from './types';

/** Fictional sites on the reserved `.example` domain, so no demo link leads to a real page. */
export const SITES: Readonly<Record<string, Site>> = {
  wiki: {
    host: 'en.wikiverse.example',
    name: 'WikiVerse',
    prefix: 'wiki',
    subtype: 'generic',
    sitelinks: [
      ['Main page', '/wiki/Main_Page'],
      ['Contents', '/wiki/Contents'],
      ['Current events', '/wiki/Current_events'],
      ['Random article', '/wiki/Random'],
    ],
  },
  news: { host: 'www.dailyledger.example', name: 'The Daily Ledger', prefix: 'news', subtype: 'article', isNews: true },
  forum: { host: 'forum.askaround.example', name: 'AskAround', prefix: 'threads', subtype: 'generic' },
  howto: { host: 'www.howtohub.example', name: 'HowToHub', prefix: 'guides', subtype: 'article' },
  sci: { host: 'www.scienceweekly.example', name: 'Science Weekly', prefix: 'articles', subtype: 'article' },
  dev: {
    host: 'docs.devref.example',
    name: 'DevRef',
    prefix: 'docs',
    subtype: 'generic',
    sitelinks: [
      ['Tutorials', '/docs/tutorials'],
      ['API reference', '/docs/api'],
      ['Guides', '/docs/guides'],
      ['Changelog', '/docs/changelog'],
    ],
  },
  blog: { host: 'blog.fieldnotes.example', name: 'Field Notes', prefix: 'posts', subtype: 'article' },
  travel: { host: 'www.wanderbook.example', name: 'Wanderbook', prefix: 'destinations', subtype: 'article' },
  food: { host: 'www.kitchenlab.example', name: 'Kitchen Lab', prefix: 'recipes', subtype: 'creative_work' },
  health: { host: 'www.wellwise.example', name: 'WellWise', prefix: 'health', subtype: 'article' },
  tech: { host: 'www.circuitreview.example', name: 'Circuit Review', prefix: 'reviews', subtype: 'article' },
  edu: {
    host: 'open.coursehall.example',
    name: 'CourseHall',
    prefix: 'courses',
    subtype: 'generic',
    sitelinks: [
      ['All courses', '/courses'],
      ['Beginner tracks', '/courses/beginner'],
      ['Certificates', '/certificates'],
      ['Sign in', '/login'],
    ],
  },
  pdf: {
    host: 'data.publicrecords.example',
    name: 'Public Records',
    prefix: 'reports',
    subtype: 'generic',
    contentType: 'pdf',
  },
  video: {
    host: 'www.viewtube.example',
    name: 'ViewTube',
    prefix: 'watch',
    subtype: 'generic',
    sitelinks: [
      ['Trending', '/trending'],
      ['Subscriptions', '/feed/subscriptions'],
      ['Shorts', '/shorts'],
      ['Library', '/library'],
    ],
  },
  maker: { host: 'www.makersquare.example', name: 'Maker Square', prefix: 'projects', subtype: 'article' },
  history: { host: 'www.pastlane.example', name: 'Past Lane', prefix: 'history', subtype: 'article' },
  night: { host: 'www.afterdark.example', name: 'After Dark', prefix: 'listings', subtype: 'generic' },
  // Sites only the sections use (news stories, discussion threads).
  wire: { host: 'www.techwire.example', name: 'Tech Wire', prefix: 'stories', subtype: 'article', isNews: true },
  herald: { host: 'www.cityherald.example', name: 'City Herald', prefix: 'news', subtype: 'article', isNews: true },
  threads: { host: 'www.threadly.example', name: 'Threadly', prefix: 't', subtype: 'generic' },
};

/** The site a host belongs to, if it is one of the world's. */
export function siteByHost(host: string): Site | undefined {
  return Object.values(SITES).find((site) => site.host === host);
}

export function siteFor(key: string): Site {
  const site = SITES[key];
  if (!site) throw new Error(`unknown site key ${key}`);
  return site;
}
