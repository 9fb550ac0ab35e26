/**
 * The results tab: the search app (components/app/) across a whole tab, with the answer's side slots beside its main
 * column. The search lives in the URL (url-history.ts), so reload, back/forward and bookmarks show it again, each
 * page answered from Scout's cache while it holds it.
 */
import { useEffect, useRef } from 'preact/hooks';
import { SearchApp } from '@/components/app/SearchApp';
import { useApp } from '@/components/app/use-app';
import { t } from '@/utils/i18n';
import type * as UrlHistory from './url-history';

export function App() {
  const url = useRef<typeof UrlHistory>(undefined);
  const app = useApp({ onRequest: (request, kind) => url.current?.recordInUrl(request, kind) });
  useEffect(() => {
    const show = () => url.current && void app.open(url.current.targetInUrl());
    window.addEventListener('popstate', show);
    // The URL's rules load after the first paint (the box is focused first), as the answer's parts do.
    void import('./url-history').then((module) => {
      url.current = module;
      show();
    });
    return () => window.removeEventListener('popstate', show);
  }, []);
  const q = app.state.request?.q;
  useEffect(() => {
    document.title = q ? t('results_title', q) : t('popup_title');
  }, [q]);
  return <SearchApp app={app} layout="wide" />;
}
