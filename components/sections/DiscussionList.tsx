/** Forum threads: title link, forum, age, answer and vote counts, the question and the top comment. */
import type { DiscussionView } from '@/utils/view/types';
import { t } from '@/utils/i18n';
import type { Level } from '../Heading';
import { RichText } from '../RichText';
import { ItemTitle } from './ItemTitle';
import { counted } from './plural';
import { SectionFrame } from './SectionFrame';

function DiscussionItem({ item }: { item: DiscussionView }) {
  return (
    <li class="scout-result">
      <ItemTitle title={item.title} url={item.url} />
      <div class="scout-meta">
        {item.forum && <bdi>{item.forum}</bdi>}
        {item.age && <span>{item.age}</span>}
        {item.answers !== undefined && (
          <span>{counted(item.answers, { one: 'discussionAnswersOne', other: 'discussionAnswersOther' })}</span>
        )}
        {item.score !== undefined && (
          <span>{counted(item.score, { one: 'discussionVotesOne', other: 'discussionVotesOther' })}</span>
        )}
      </div>
      {item.question && (
        <p class="scout-result-description">
          <RichText nodes={item.question} />
        </p>
      )}
      {item.topComment && (
        <blockquote class="scout-discussion-comment">
          <span class="scout-label">{t('discussionTopComment')}</span> <RichText nodes={item.topComment} />
        </blockquote>
      )}
    </li>
  );
}

export function DiscussionList({ items, level }: { items: readonly DiscussionView[]; level: Level }) {
  if (items.length === 0) return null;
  return (
    <SectionFrame heading={t('discussionsHeading')} level={level} class="scout-discussions">
      <ul class="scout-results">
        {items.map((item) => (
          <DiscussionItem key={item.id} item={item} />
        ))}
      </ul>
    </SectionFrame>
  );
}
