/**
 * The toolbar popup: the search app (components/app/) in its narrow layout, opening on the session's last search.
 * Its own: Esc clears (and then closes the popup), page actions close it so the page is in view, and it hands its
 * search to a results tab or the side panel.
 */
import { useEffect } from 'preact/hooks';
import { PageTabContext, usePageTab } from '@/components/app/active-tab';
import { PageTools } from '@/components/app/PageTools';
import { SearchApp } from '@/components/app/SearchApp';
import { useApp } from '@/components/app/use-app';
import { OpenElsewhere } from './OpenElsewhere';

export function App() {
  const app = useApp();
  const page = usePageTab({ follow: false, closeAfter: true });
  useEffect(() => void app.open('last'), []);
  return (
    <PageTabContext.Provider value={page}>
      <SearchApp
        app={app}
        layout="narrow"
        escapeClears
        actions={<OpenElsewhere state={app.state} text={app.text} />}
        tools={<PageTools />}
      />
    </PageTabContext.Provider>
  );
}
