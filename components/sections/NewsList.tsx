/** News: title link, source and age, a text "Breaking" badge, a thumbnail in a fixed box and a short description. */
import type { NewsView } from '@/utils/view/types';
import { t } from '@/utils/i18n';
import type { Level } from '../Heading';
import { RichText } from '../RichText';
import { ItemTitle } from './ItemTitle';
import { SectionFrame } from './SectionFrame';
import { Thumb } from './Thumb';

function NewsItem({ item }: { item: NewsView }) {
  return (
    <li class="scout-result scout-has-thumb">
      <Thumb src={item.thumbnail} width={96} height={72} class="scout-thumb-side" />
      <ItemTitle title={item.title} url={item.url} />
      <div class="scout-meta">
        {item.breaking && <span class="scout-badge scout-badge-alert">{t('newsBreaking')}</span>}
        {item.source && <bdi>{item.source}</bdi>}
        {item.age && <span>{item.age}</span>}
      </div>
      {item.description.length > 0 && (
        <p class="scout-result-description">
          <RichText nodes={item.description} />
        </p>
      )}
    </li>
  );
}

export function NewsList({ items, level }: { items: readonly NewsView[]; level: Level }) {
  if (items.length === 0) return null;
  return (
    <SectionFrame heading={t('newsHeading')} level={level} class="scout-news">
      <ul class="scout-results">
        {items.map((item) => (
          <NewsItem key={item.id} item={item} />
        ))}
      </ul>
    </SectionFrame>
  );
}
