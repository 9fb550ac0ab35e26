/**
 * The side panel (Chrome's side panel, Firefox's sidebar): the search app (components/app/) in its narrow layout, open
 * beside the page while the user browses. It opens on the session's last search, and shows it again when the popup
 * hands it over. Links open in the tab beside it (open-links.ts); page actions follow the active tab.
 */
import { useEffect } from 'preact/hooks';
import { PageTabContext, usePageTab } from '@/components/app/active-tab';
import { onHandover } from '@/components/app/handover';
import { PageToolsPart } from '@/components/app/parts';
import { SearchApp } from '@/components/app/SearchApp';
import { useApp } from '@/components/app/use-app';
import { useVerticals } from '@/components/app/verticals/use-verticals';
import type { Typed } from '@/components/app/shell';
import { openLinksBesideThePanel } from './open-links';

/** `typed`: what the user typed in the page's shell box before the app started (components/app/shell.ts). */
export function App({ typed }: { typed?: Typed }) {
  const app = useApp({ typed });
  const verticals = useVerticals(app.state.request);
  const page = usePageTab({ follow: true, closeAfter: false });
  useEffect(() => {
    void app.open('last');
    const stopLinks = openLinksBesideThePanel(document);
    const stopHandover = onHandover(() => void app.open('last'));
    return () => {
      stopLinks();
      stopHandover();
    };
  }, []);
  return (
    <PageTabContext.Provider value={page}>
      <SearchApp app={app} verticals={verticals} layout="narrow" tools={<PageToolsPart.Part />} />
    </PageTabContext.Provider>
  );
}
