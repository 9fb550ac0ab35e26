/** What the panel is asked to do, from a background command: its kind, the text to search, and any known answer. */
import type { PageCommand } from '@/utils/ui-safe/messaging/page-commands';
import type { PanelJob } from '@/utils/ui-safe/messaging/panel-link';
import { clampPageText, wasShortened } from '@/utils/ui-safe/query/limits';
import { pageHeading } from './page-facts';

export type JobCommand = Extract<PageCommand, { type: 'scout.summarize' | 'scout.findPlaces' | 'scout.showPlaces' }>;

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
