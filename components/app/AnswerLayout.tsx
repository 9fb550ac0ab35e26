/**
 * The answer in its own order (the layout from utils/worker/view/map-layout.ts): web results where the API ranked them,
 * between them whole sections (places, news, videos, discussions, FAQ). Results of further pages follow the first
 * page's main column. The `side` slots (the infobox, what `mixed` puts there) are a column of their own, which the
 * host's CSS places: under the main column in the popup and side panel, beside it in a wide results tab. A new answer
 * shows its first screen in its first frame and the rest right after (first-screen.ts).
 */
import type { ComponentChildren } from 'preact';
import { WebResultItem } from '@/components/sections/WebResultItem';
import { DiscussionList } from '@/components/sections/DiscussionList';
import { FaqList } from '@/components/sections/FaqList';
import { InfoboxCard } from '@/components/sections/InfoboxCard';
import { NewsList } from '@/components/sections/NewsList';
import { VideoList } from '@/components/sections/VideoList';
import type { SearchView } from '@/utils/contract/reply-schemas';
import type { WebResultView } from '@/utils/contract/view-schemas';
import { answerBlocks, pick, type AnswerBlock } from './answer-blocks';
import { firstScreen } from './first-screen';
import { blockedTest, useRanking } from '@/components/ranking/ranking-store';
import { RankingStatus } from '@/components/ranking/RankingStatus';
import { SiteActions } from '@/components/ranking/SiteActions';
import { hostOfUrl } from '@/utils/ui-safe/ranking/host';
import { t } from '@/utils/ui-safe/i18n';

/** Whether an item is on a site the user blocked: hidden at once, before any new search (ranking-store.ts). */
type Hidden = (item: { url?: string }) => boolean;

/** Sections inside the app's "Results" (h2) take h3 headings. */
const LEVEL = 3;

export interface AnswerLayoutProps {
  first: SearchView;
  /** Results of the pages loaded with "More results", in order. */
  later: readonly { page: number; results: readonly WebResultView[] }[];
  /** The places section, which runs its own stream (AnswerPlaces.tsx). */
  places: ComponentChildren;
  /** False for a new answer's first frame: only its first screen is drawn (first-screen.ts). */
  whole?: boolean;
}

/** `data-page` on further pages lets the app move focus to the first result a "More results" brought. */
function WebList({ results, page, hidden }: { results: readonly WebResultView[]; page: number; hidden: Hidden }) {
  return (
    <ul class="scout-results" data-page={page > 0 ? page : undefined}>
      {results
        .filter((result) => !hidden(result))
        .map((result) => (
          <WebResultItem key={`${page}:${result.id}`} result={result} Actions={SiteActions} />
        ))}
    </ul>
  );
}

interface BlockProps {
  block: AnswerBlock;
  view: SearchView;
  places: ComponentChildren;
  hidden: Hidden;
}

function Block({ block, view, places, hidden }: BlockProps) {
  const { sections } = view;
  const shown = <T extends { url?: string }>(items: readonly T[], picked: AnswerBlock['items']) =>
    pick(items, picked).filter((item) => !hidden(item));
  switch (block.section) {
    case 'web':
      return <WebList results={pick(view.results, block.items)} page={view.page} hidden={hidden} />;
    case 'locations':
      return <>{places}</>;
    case 'news':
      return <NewsList items={shown(sections.news, block.items)} level={LEVEL} />;
    case 'videos':
      return <VideoList items={shown(sections.videos, block.items)} level={LEVEL} />;
    case 'discussions':
      return <DiscussionList items={pick(sections.discussions, block.items)} level={LEVEL} />;
    case 'faq':
      return <FaqList items={pick(sections.faq, block.items)} level={LEVEL} />;
    case 'infobox':
      return sections.infobox ? <InfoboxCard infobox={sections.infobox} level={LEVEL} /> : null;
  }
}

export function AnswerLayout({ first, later, places, whole = true }: AnswerLayoutProps) {
  const { top, main, side } = first.layout;
  const blocked = blockedTest(useRanking().sites);
  const hidden: Hidden = (item) => blocked(hostOfUrl(item.url));
  const mainBlocks = answerBlocks([...top, ...main]);
  const render = (blocks: AnswerBlock[]) =>
    blocks.map((block, i) => (
      <Block key={`${block.section}:${i}`} block={block} view={first} places={places} hidden={hidden} />
    ));
  return (
    <div class="app-answer" data-first-screen={whole ? undefined : ''}>
      <RankingStatus />
      <div class="app-answer-main">
        {first.rankedByGoggles && <p class="app-ranked">{t('rank_mutated')}</p>}
        {render(whole ? mainBlocks : firstScreen(mainBlocks))}
        {later.map(
          (page) =>
            page.results.length > 0 && (
              <WebList key={page.page} results={page.results} page={page.page} hidden={hidden} />
            ),
        )}
      </div>
      {whole && side.length > 0 && <div class="app-answer-side">{render(answerBlocks(side))}</div>}
    </div>
  );
}
