/**
 * The results' tabs: All · News · Videos · Images, an ARIA tab list (tab-keys.ts), above the panel shown. A vertical's
 * tab chosen for the first time for a search is a billed request (use-verticals.ts), so its price is said below the
 * list and describes each tab not yet loaded, as PricedButton.tsx does for the panel's buttons; the tabs keep their
 * names.
 */
import './verticals.css';
import { useRef } from 'preact/hooks';
import { usePrices } from '@/components/common/use-prices';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { formatUsd } from '@/utils/ui-safe/spending';
import { RESULTS_TABS, type ResultsTab } from '@/utils/ui-safe/verticals';
import { tabKeyTarget } from './tab-keys';
import type { Verticals } from './use-verticals';

const NAMES: Record<ResultsTab, MessageKey> = {
  all: 'tabs_all',
  news: 'tabs_news',
  videos: 'tabs_videos',
  images: 'tabs_images',
};

export const tabId = (tab: ResultsTab) => `scout-tab-${tab}`;
export const panelId = (tab: ResultsTab) => `scout-panel-${tab}`;
const PRICE_ID = 'scout-tabs-price';

export function VerticalTabs({ verticals }: { verticals: Verticals }) {
  const list = useRef<HTMLDivElement>(null);
  const micros = usePrices()?.search;
  /** A tab whose first page a click would ask for (billed unless the response cache holds it). */
  const billed = (tab: ResultsTab) => micros !== undefined && tab !== 'all' && verticals.loads[tab] === undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const index = tabs.indexOf(event.target as HTMLElement);
    const target = index === -1 ? undefined : tabKeyTarget(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs[target]?.focus();
  };
  const note = micros !== undefined && RESULTS_TABS.some(billed) ? t('tabs_firstPrice', formatUsd(micros)) : undefined;
  return (
    <>
      <div class="app-tabs" role="tablist" aria-label={t('tabs_label')} ref={list} onKeyDown={onKeyDown}>
        {RESULTS_TABS.map((tab) => {
          const selected = verticals.tab === tab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              class="app-tab"
              aria-selected={selected}
              {...(selected && { 'aria-controls': panelId(tab) })}
              {...(billed(tab) && { 'aria-describedby': PRICE_ID })}
              tabIndex={selected ? 0 : -1}
              onClick={() => verticals.select(tab)}
            >
              {t(NAMES[tab])}
            </button>
          );
        })}
      </div>
      {note && (
        <p id={PRICE_ID} class="app-note app-tabs-price">
          {note}
        </p>
      )}
    </>
  );
}
