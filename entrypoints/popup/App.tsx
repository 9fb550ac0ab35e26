/**
 * The toolbar popup: the search app (components/app/) in its narrow layout, opening on the session's last search.
 * Its own: Esc clears (and then closes the popup), page actions close it so the page is in view, and it hands its
 * search to a results tab or the side panel.
 */
import { useEffect } from 'preact/hooks';
import { PageTabContext, usePageTab } from '@/components/app/active-tab';
import { PageToolsPart } from '@/components/app/parts';
import { SearchApp } from '@/components/app/SearchApp';
import { useApp } from '@/components/app/use-app';
import type { Typed } from '@/components/app/shell';
import { lazyPart } from '@/components/app/lazy';

/** "Open in a tab", "Open in the side panel": beside the search box, not needed for it to paint (bench/budgets.json). */
const OpenElsewhere = lazyPart(() => import('./OpenElsewhere').then((module) => module.OpenElsewhere), { quiet: true });

/** `typed`: what the user typed in the page's shell box before the app started (components/app/shell.ts). */
export function App({ typed }: { typed?: Typed }) {
  const app = useApp({ typed });
  const page = usePageTab({ follow: false, closeAfter: true });
  useEffect(() => void app.open('last'), []);
  return (
    <PageTabContext.Provider value={page}>
      <SearchApp
        app={app}
        layout="narrow"
        escapeClears
        actions={<OpenElsewhere.Part state={app.state} text={app.text} />}
        tools={<PageToolsPart.Part />}
      />
    </PageTabContext.Provider>
  );
}
