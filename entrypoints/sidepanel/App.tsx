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
import { openLinksBesideThePanel } from './open-links';

export function App() {
  const app = useApp();
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
      <SearchApp app={app} layout="narrow" tools={<PageToolsPart.Part />} />
    </PageTabContext.Provider>
  );
}
