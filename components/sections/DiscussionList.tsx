/** Forum threads: title link, forum, age, answer and vote counts, the question and the top comment. */
import type { DiscussionView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import type { Level } from '../common/Heading';
import { ItemDescription } from './ItemDescription';
import { RichText } from '../common/RichText';
import { ItemList } from './ItemList';
import { ItemTitle } from './ItemTitle';
import { counted } from './plural';

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
      {item.question && <ItemDescription nodes={item.question} />}
      {item.topComment && (
        <blockquote class="scout-discussion-comment">
          <span class="scout-label">{t('discussionTopComment')}</span> <RichText nodes={item.topComment} />
        </blockquote>
      )}
    </li>
  );
}

export function DiscussionList({ items, level }: { items: readonly DiscussionView[]; level: Level }) {
  return (
    <ItemList
      heading={t('discussionsHeading')}
      level={level}
      class="scout-discussions"
      items={items}
      Item={DiscussionItem}
    />
  );
}
