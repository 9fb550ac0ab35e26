/**
 * The results tab: the search app (components/app/) across a whole tab, with the answer's side slots beside its main
 * column. The search lives in the URL (url-history.ts), so reload, back/forward and bookmarks show it again, each
 * page answered from Scout's cache while it holds it. Its own: "Copy link" (CopyLink.tsx), the history while it is on
 * (ResultsHistory.tsx), and "This site" for the page it was opened beside (opener-site.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { PageTabContext } from '@/components/app/active-tab';
import { SearchApp } from '@/components/app/SearchApp';
import { useApp } from '@/components/app/use-app';
import { useVerticals } from '@/components/app/verticals/use-verticals';
import type { Typed } from '@/components/app/shell';
import { t } from '@/utils/ui-safe/i18n';
import { CopyLink } from './CopyLink';
import type * as UrlHistory from './url-history';
import type { ResultsHistory } from './ResultsHistory';

/** `typed`: what the user typed in the page's shell box before the app started (components/app/shell.ts). */
export function App({ typed }: { typed?: Typed }) {
  const url = useRef<typeof UrlHistory>(undefined);
  const app = useApp({ onRequest: (request, kind) => url.current?.recordInUrl(request, kind), typed });
  const verticals = useVerticals(app.state.request, (tab) => url.current?.recordTab(tab));
  const tabs = useRef(verticals);
  tabs.current = verticals;
  const [History, setHistory] = useState<typeof ResultsHistory>();
  const [host, setHost] = useState<string>();
  useEffect(() => {
    const show = () => {
      const target = url.current?.targetInUrl();
      if (target && 'search' in target) tabs.current.restore(target.tab ?? 'all', target.search);
      if (url.current) void app.open(target);
    };
    window.addEventListener('popstate', show);
    // The URL's rules, the history and the opener's site load after the first paint (the box is focused first), as
    // the answer's parts do.
    void import('./after-paint').then((late) => {
      url.current = late;
      show();
      setHistory(() => late.ResultsHistory);
      void late.openerSiteHost().then(setHost);
    });
    return () => window.removeEventListener('popstate', show);
  }, []);
  const q = app.state.request?.q;
  useEffect(() => {
    document.title = q ? t('results_title', q) : t('popup_title');
  }, [q]);
  const pick = (query: string) => {
    app.setText(query);
    app.runQuery(query);
  };
  return (
    <PageTabContext.Provider value={{ host, closeAfter: false }}>
      <SearchApp
        app={app}
        verticals={verticals}
        layout="wide"
        actions={<CopyLink />}
        tools={History && <History onPick={pick} />}
      />
    </PageTabContext.Provider>
  );
}
