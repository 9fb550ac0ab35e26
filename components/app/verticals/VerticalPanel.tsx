/**
 * The panel of a vertical's tab: its pages (news and videos as the answer's sections show them, images as a grid),
 * what is loading, a failure with Retry, "More results" (news and videos, by `offset`), and for images the note that
 * SafeSearch `moderate` was asked as `strict`. The billed buttons ("Show news", "More results") show their price.
 */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import type { Vertical } from '@/utils/ui-safe/verticals';
import { ActionableError } from '@/components/errors/ActionableError';
import { NewsList } from '@/components/sections/NewsList';
import { VideoList } from '@/components/sections/VideoList';
import { blockedTest, useRanking } from '@/components/ranking/ranking-store';
import { hostOfUrl } from '@/utils/ui-safe/ranking/host';
import { ImageGrid } from './ImageGrid';
import { PricedButton } from './PricedButton';
import type { VerticalView } from '@/utils/contract/vertical-schema';
import { nextVerticalPage } from './vertical-loads';
import type { Verticals } from './use-verticals';
import { panelId, tabId } from './VerticalTabs';

const LOAD: Record<Vertical, MessageKey> = {
  news: 'tabs_loadNews',
  videos: 'tabs_loadVideos',
  images: 'tabs_loadImages',
};

function Pages({ pages, done }: { pages: readonly VerticalView[]; done: boolean }) {
  if (done && pages.every((page) => page.items.length === 0)) return <p class="scout-empty">{t('tabs_none')}</p>;
  const images = pages.flatMap((page) => (page.vertical === 'images' ? page.items : []));
  // A site the user blocked leaves at once, before any new search (components/ranking/).
  const blocked = blockedTest(useRanking().sites);
  const shown = (item: { url?: string }) => !blocked(hostOfUrl(item.url));
  const videos = pages.flatMap((page) => (page.vertical === 'videos' ? page.items : [])).filter(shown);
  const news = pages.flatMap((page) => (page.vertical === 'news' ? page.items : [])).filter(shown);
  if (images.length > 0) return <ImageGrid images={images} />;
  if (videos.length > 0) return <VideoList items={videos} level={2} />;
  return <NewsList items={news} level={2} />;
}

export function VerticalPanel({ verticals, vertical }: { verticals: Verticals; vertical: Vertical }) {
  const load = verticals.loads[vertical];
  const busy = load?.phase === 'loading' || load?.phase === 'loadingMore';
  const more = nextVerticalPage(load);
  return (
    <section
      class="scout-section app-vertical"
      role="tabpanel"
      id={panelId(vertical)}
      aria-labelledby={tabId(vertical)}
      aria-busy={busy}
    >
      {load?.pages[0]?.safesearchRaised && <p class="app-note">{t('tabs_imagesStrict')}</p>}
      {load && <Pages pages={load.pages} done={load.phase === 'done'} />}
      {busy && (
        <p class="scout-status" role="status">
          {t(load.phase === 'loading' ? 'searching' : 'popup_loadingMore')}
        </p>
      )}
      {load?.phase === 'held' && (
        <PricedButton
          id={`${panelId(vertical)}-load-price`}
          class="app-button"
          onClick={() => verticals.reload(vertical)}
        >
          {t(LOAD[vertical])}
        </PricedButton>
      )}
      {load?.phase === 'failed' && load.error && (
        <ActionableError error={load.error} onRetry={() => verticals.reload(vertical)} />
      )}
      {more !== undefined && (
        <PricedButton
          id={`${panelId(vertical)}-more-price`}
          class="app-button app-more"
          onClick={() => verticals.more(vertical)}
        >
          {t('popup_moreResults')}
        </PricedButton>
      )}
    </section>
  );
}
