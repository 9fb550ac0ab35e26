import type { TopicSeed } from './types';
import { TOPICS, slugify, topicPages } from './documents';
import { siteFor } from './sites';
import { closestFact, sentenceCase, spreadAge } from './closest-fact';
import { stableInt } from '../ids';
import { QUESTION_WORDS } from '../assumptions';

/** A forum thread of the world (the `discussions` section, A35): the topic's AskAround page, then Threadly threads. */
export interface WorldThread {
  topic: string;
  title: string;
  url: string;
  host: string;
  siteName: string;
  forumName: string;
  question: string;
  topComment: string;
  answers: number;
  score: number;
  ageHours: number;
  familyFriendly: boolean;
}

const OPENERS = ['Any tips on', 'Best resources for', 'Beginner question about'];

function threadTitle(followup: string, n: number): string {
  const first = followup.split(' ')[0] ?? '';
  if (QUESTION_WORDS.includes(first)) return `${sentenceCase(followup)}?`;
  return `${OPENERS[n % OPENERS.length] ?? 'About'} ${followup}?`;
}

function thread(topic: TopicSeed, title: string, url: string, forumName: string, siteKey: string): WorldThread {
  const n = stableInt('thread', title);
  const site = siteFor(siteKey);
  return {
    topic: topic.topic,
    title,
    url,
    host: site.host,
    siteName: site.name,
    forumName,
    question: `${title} I have read a few guides already and would like to hear from people who have done it.`,
    topComment: closestFact(topic, title),
    answers: 3 + (n % 240),
    score: 5 + ((n >>> 8) % 1_800),
    ageHours: spreadAge(n >>> 16),
    familyFriendly: !topic.adult,
  };
}

function threadsOf(topic: TopicSeed): WorldThread[] {
  const forum = siteFor('forum');
  const threads = siteFor('threads');
  const community = slugify(topic.topic);
  const pages = topicPages(topic.topic)
    .filter((doc) => doc.host === forum.host)
    .map((doc) => thread(topic, doc.title, doc.url, forum.name, 'forum'));
  const made = topic.followups.map((followup, n) => {
    const title = threadTitle(followup, n);
    return thread(
      topic,
      title,
      `https://${threads.host}/${threads.prefix}/${community}/${slugify(title)}`,
      `t/${community}`,
      'threads',
    );
  });
  return [...pages, ...made];
}

export const THREADS_BY_TOPIC: ReadonlyMap<string, readonly WorldThread[]> = new Map(
  TOPICS.map((topic) => [topic.topic, threadsOf(topic)]),
);
