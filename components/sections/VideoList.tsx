/**
 * Videos: a thumbnail with the duration over it, the title linking to the video's page in a new tab, creator,
 * publisher and age. Nothing is embedded: no player, no iframe, no autoplay.
 */
import type { VideoView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { safeImageUrl } from '@/utils/ui-safe/richtext/links';
import { formatNumber } from '../common/format';
import type { Level } from '../common/Heading';
import { ItemDescription } from './ItemDescription';
import { ItemList } from './ItemList';
import { ItemTitle } from './ItemTitle';
import { Thumb } from './Thumb';
import { hostOfUrl } from '@/utils/ui-safe/ranking/host';
import { SiteActions } from '../ranking/SiteActions';

function Duration({ duration }: { duration: string }) {
  return (
    <span class="scout-video-duration">
      <span class="scout-visually-hidden">{t('videoDuration', duration)}</span>
      <bdi aria-hidden="true">{duration}</bdi>
    </span>
  );
}

/** Digits are a count, formatted in the UI's language; the API's own words ("1.2K") stay as they are. */
const viewsText = (views: string) => (/^\d+$/.test(views) ? formatNumber(Number(views), 0) : views);

function VideoItem({ item }: { item: VideoView }) {
  const site = hostOfUrl(item.url);
  const hasThumb = safeImageUrl(item.thumbnail) !== undefined;
  // With no picture to sit on, the duration joins the other facts.
  const overlay = hasThumb && item.duration !== undefined;
  const byline = [item.creator, item.publisher].filter(
    (name, i, all): name is string => Boolean(name) && all.indexOf(name) === i,
  );
  return (
    <li class="scout-result scout-video" data-site={site}>
      {hasThumb && (
        <span class="scout-video-frame">
          <Thumb src={item.thumbnail} width={128} height={72} class="scout-thumb-video" />
          {overlay && <Duration duration={item.duration!} />}
        </span>
      )}
      <div class="scout-video-text">
        <ItemTitle title={item.title} url={item.url} />
        <div class="scout-meta">
          {!overlay && item.duration && <span>{t('videoDuration', item.duration)}</span>}
          {byline.map((name) => (
            <bdi key={name}>{name}</bdi>
          ))}
          {item.views && <span>{t('videoViews', viewsText(item.views))}</span>}
          {item.age && <span>{item.age}</span>}
          <SiteActions host={site} />
        </div>
        <ItemDescription nodes={item.description} />
      </div>
    </li>
  );
}

export function VideoList({ items, level }: { items: readonly VideoView[]; level: Level }) {
  return <ItemList heading={t('videosHeading')} level={level} class="scout-videos" items={items} Item={VideoItem} />;
}
