/** What the panel is asked to do, from a background command: its kind, the text to search, and any known answer. */
import type { PageCommand } from '@/utils/messaging/page-commands';
import type { PageSearchView } from '@/utils/view/replies';
import { clampPageText, wasShortened } from '@/utils/query/limits';
import { pageHeading } from './page-facts';

export interface PanelJob {
  kind: 'summary' | 'places';
  /** Clamped to the API's limits; '' when the page gave nothing to search (the user can type). */
  query: string;
  /** The page's text was longer than the API accepts, so `query` is a shortened copy. */
  shortened: boolean;
  /** The popup's answer, when it asked to highlight its places: nothing is searched (or billed) again. */
  known?: PageSearchView;
}

type JobCommand = Exclude<PageCommand, { type: 'scout.ping' }>;

const fromText = (kind: PanelJob['kind'], text: string): PanelJob => ({
  kind,
  query: clampPageText(text),
  shortened: wasShortened(text),
});

export function jobFromCommand(command: JobCommand, doc: Document = document): PanelJob {
  switch (command.type) {
    case 'scout.summarize':
      return fromText('summary', command.text);
    case 'scout.findPlaces':
      return fromText('places', command.text ?? pageHeading(doc));
    case 'scout.showPlaces':
      return { kind: 'places', query: command.search.query.original, shortened: false, known: command.search };
  }
}
