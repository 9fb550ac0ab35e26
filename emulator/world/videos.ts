import type { TopicSeed } from './types';
import { TOPICS, slugify, topicPages } from './documents';
import { siteFor } from './sites';
import { closestFact, sentenceCase, spreadAge } from './closest-fact';
import { stableInt } from '../ids';

/** A video of the world (the `videos` section, A35): the topic's ViewTube pages, then one per follow-up. */
export interface WorldVideo {
  topic: string;
  title: string;
  url: string;
  slug: string;
  description: string;
  creator: string;
  durationSeconds: number;
  views: number;
  ageHours: number;
  familyFriendly: boolean;
}

const CREATORS = [
  'CodeCraft',
  'Learn with Lena',
  'The Curious Lab',
  'Weekend Maker',
  'Slow Travel TV',
  'Kitchen Notes',
  'Studio Ninety',
];
const SUFFIXES = [': Full Tutorial', ' (Explained)', ' in 10 Minutes', ' for Beginners'];

function videoTitle(followup: string, n: number): string {
  const suffixes = SUFFIXES.filter(
    (suffix) => !followup.toLowerCase().includes(suffix.trim().split(' ').at(-1)?.toLowerCase() ?? ''),
  );
  return `${sentenceCase(followup)}${suffixes[n % suffixes.length] ?? ''}`;
}

function video(topic: TopicSeed, title: string, url: string): WorldVideo {
  const n = stableInt('video', title);
  return {
    topic: topic.topic,
    title,
    url,
    slug: slugify(title).slice(0, 80),
    description: closestFact(topic, title),
    creator: CREATORS[n % CREATORS.length] ?? 'ViewTube',
    durationSeconds: 150 + (n % 2_700),
    views: 1_200 + (n % 2_400_000),
    ageHours: spreadAge(n >>> 8),
    familyFriendly: !topic.adult,
  };
}

function videosOf(topic: TopicSeed): WorldVideo[] {
  const site = siteFor('video');
  const pages = topicPages(topic.topic)
    .filter((doc) => doc.host === site.host)
    .map((doc) => video(topic, doc.title, doc.url));
  const made = topic.followups.map((followup, n) => {
    const title = videoTitle(followup, n);
    return video(topic, title, `https://${site.host}/${site.prefix}/${slugify(title)}`);
  });
  return [...pages, ...made];
}

export const VIDEOS_BY_TOPIC: ReadonlyMap<string, readonly WorldVideo[]> = new Map(
  TOPICS.map((topic) => [topic.topic, videosOf(topic)]),
);
