/** The results' tabs: All · News · Videos · Images, an ARIA tab list (tab-keys.ts), above the panel shown. */
import './verticals.css';
import { useRef } from 'preact/hooks';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
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

export function VerticalTabs({ verticals }: { verticals: Verticals }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const index = tabs.indexOf(event.target as HTMLElement);
    const target = index === -1 ? undefined : tabKeyTarget(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs[target]?.focus();
  };
  return (
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
            tabIndex={selected ? 0 : -1}
            onClick={() => verticals.select(tab)}
          >
            {t(NAMES[tab])}
          </button>
        );
      })}
    </div>
  );
}
