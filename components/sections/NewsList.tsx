/** News: title link, source and age, a text "Breaking" badge, a thumbnail in a fixed box and a short description. */
import type { NewsView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import type { Level } from '../common/Heading';
import { ItemDescription } from './ItemDescription';
import { ItemList } from './ItemList';
import { ItemTitle } from './ItemTitle';
import { Thumb } from './Thumb';
import { hostOfUrl } from '@/utils/ui-safe/ranking/host';
import { SiteActions } from '../ranking/SiteActions';

function NewsItem({ item }: { item: NewsView }) {
  const site = hostOfUrl(item.url);
  return (
    <li class="scout-result scout-has-thumb" data-site={site}>
      <Thumb src={item.thumbnail} width={96} height={72} class="scout-thumb-side" />
      <ItemTitle title={item.title} url={item.url} />
      <div class="scout-meta">
        {item.breaking && <span class="scout-badge scout-badge-alert">{t('newsBreaking')}</span>}
        {item.source && <bdi>{item.source}</bdi>}
        {item.age && <span>{item.age}</span>}
        <SiteActions host={site} />
      </div>
      <ItemDescription nodes={item.description} />
    </li>
  );
}

export function NewsList({ items, level }: { items: readonly NewsView[]; level: Level }) {
  return <ItemList heading={t('newsHeading')} level={level} class="scout-news" items={items} Item={NewsItem} />;
}
