/**
 * The search app as every host shows it: the bar (search box, the host's own buttons, options), the filters, then
 * the answer. Hosts pass what differs: the layout (`narrow` stacks the answer's side slots under its main column;
 * `wide` puts them beside it when there is room), what Esc does, their buttons and tools. What a host does not pass
 * is not in its first paint (the results tab's budget: bench/budgets.json).
 */
import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { openOptions } from '@/components/common/open-options';
import { SiteChip } from '@/components/app/SiteChip';
import { PageTabContext } from './active-tab';
import { GearIcon } from './icons';
import { arrowDirection, arrowStops, arrowTarget, isSearchKey } from './keyboard';
import { Answer, FilterFields, preloadParts, TabsPart, VerticalPart } from './parts';
import { SearchForm } from './SearchForm';
import { ThisMonth } from './ThisMonth';
import type { App } from './use-app';
import type { Verticals } from './verticals/use-verticals';

export interface SearchAppProps {
  app: App;
  layout: 'narrow' | 'wide';
  /** The popup: Esc clears the search (with nothing left, the browser closes the popup). Elsewhere Esc goes to the box. */
  escapeClears?: boolean;
  /** Buttons only this host has, in the bar before the options button. */
  actions?: ComponentChildren;
  /** On the filters' line: the popup's and the side panel's tools for the page beside them (PageTools.tsx). */
  tools?: ComponentChildren;
  /** The results' tabs (All · News · Videos · Images: verticals/use-verticals.ts): the results tab and the side panel. */
  verticals?: Verticals;
}

export function SearchApp({ app, layout, escapeClears = false, actions, tools, verticals }: SearchAppProps) {
  const { state, input } = app;
  /** Tabs once a search is shown; All's panel stays mounted while another tab shows (its streams go on, unasked). */
  const tabs = verticals && state.request ? verticals : undefined;
  /** The web page's host, for "This site": the active tab's (popup, side panel), the opener's (results tab). */
  const site = useContext(PageTabContext).host;

  /** Keys anywhere on the page (keyboard.ts), so `/` works wherever focus is. */
  const onKey = (event: KeyboardEvent) => {
    const box = input.current;
    if (event.key === 'Escape') {
      if (escapeClears ? app.text === '' && state.phase === 'idle' : document.activeElement === box) return;
      event.preventDefault();
      if (escapeClears) app.clear();
      else box?.focus();
    } else if (isSearchKey(event)) {
      event.preventDefault();
      box?.focus();
      box?.select();
    } else {
      const direction = arrowDirection(event);
      const target = direction && arrowTarget(arrowStops(document.body), document.activeElement, direction);
      if (!target) return;
      event.preventDefault();
      target.focus();
    }
  };
  const latestKey = useRef(onKey);
  latestKey.current = onKey;
  // Focused in the render that made the box, not at the next frame (where `autoFocus` or an effect would do it), with
  // the caret where it was in the page's shell box (shell.ts) if the user typed there.
  useLayoutEffect(() => {
    const box = input.current;
    box?.focus();
    if (app.typed) box?.setSelectionRange(app.typed.start, app.typed.end);
  }, []);
  useEffect(() => {
    preloadParts();
    const listener = (event: KeyboardEvent) => latestKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <main class={`app app-${layout}`}>
      <h1 class="scout-visually-hidden">{t('popup_title')}</h1>
      <div class="app-bar">
        <img class="app-logo" src="/icon/32.png" alt="" width={20} height={20} />
        <SearchForm
          text={app.text}
          onText={app.setText}
          onSubmit={() => app.runQuery(app.text)}
          inputRef={input}
          held={app.held}
        />
        {actions}
        <button
          type="button"
          class="app-icon-button"
          aria-label={t('popup_optionsButton')}
          title={t('popup_optionsButton')}
          onClick={openOptions}
        >
          <GearIcon />
        </button>
      </div>
      <div class="app-tools">
        <details class="app-filters">
          <summary>{t('popup_filtersHeading')}</summary>
          <FilterFields.Part filters={app.filters} goggles={app.goggles} onChange={app.changeFilters} />
        </details>
        {site && <SiteChip host={site} text={app.text} onText={app.setText} focusBox={() => input.current?.focus()} />}
        {tools}
      </div>
      <div class="app-body">
        {state.phase === 'idle' && app.keySet ? (
          <p class="app-hint">{t(app.held ? 'results_heldHint' : 'popup_idleHint')}</p>
        ) : (
          <>
            {tabs && <TabsPart.Part verticals={tabs} />}
            <div
              class="app-tab-all"
              {...(tabs && { role: 'tabpanel', id: 'scout-panel-all', 'aria-labelledby': 'scout-tab-all' })}
              hidden={tabs !== undefined && tabs.tab !== 'all'}
            >
              <Answer.Part
                state={state}
                onRetry={app.retry}
                onMore={app.more}
                onFollowup={app.followup}
                onSearchInstead={app.searchInstead}
              />
            </div>
            {tabs && tabs.tab !== 'all' && <VerticalPart.Part verticals={tabs} vertical={tabs.tab} />}
          </>
        )}
      </div>
      {app.keySet && <ThisMonth refresh={`${state.requestId}.${state.phase}`} />}
    </main>
  );
}
