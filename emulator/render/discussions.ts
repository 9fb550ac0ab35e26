import { THREADS_BY_TOPIC, type WorldThread } from '../world/discussions';
import { htmlText, isFresh, resultBase, type SectionContext } from './result-base';
import { SECTION_MAX_RESULTS } from '../assumptions';

/** A DiscussionResult (§2.3): the Result base plus the thread's `data`. */
function discussionResult(thread: WorldThread, context: SectionContext) {
  return {
    type: 'discussion',
    ...resultBase(
      {
        title: thread.title,
        url: thread.url,
        description: thread.topComment,
        siteName: thread.siteName,
        familyFriendly: thread.familyFriendly,
        ageHours: thread.ageHours,
      },
      context,
    ),
    data: {
      forum_name: thread.forumName,
      num_answers: thread.answers,
      score: String(thread.score),
      title: thread.title,
      question: htmlText(thread.question, context),
      top_comment: htmlText(thread.topComment, context),
    },
  };
}

/** The `discussions` section of a topic (A35). Its container type is "search", as documented. */
export function discussionsSection(topic: string, context: SectionContext) {
  const threads = (THREADS_BY_TOPIC.get(topic) ?? [])
    .filter((thread) => isFresh(thread.ageHours, context))
    .slice(0, SECTION_MAX_RESULTS.discussions);
  return threads.length === 0
    ? undefined
    : {
        type: 'search',
        results: threads.map((thread) => discussionResult(thread, context)),
        mutated_by_goggles: false,
      };
}
