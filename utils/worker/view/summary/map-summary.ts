/**
 * Summarizer responses (docs/api-reference.md §4.3) → SummaryView.
 *
 * `summary` is a stream of messages: `token` text, `inline_reference` citations (placed by index, see
 * text.ts), and `enum_start`/`enum_item`/`enum_end` lists. It takes the response as its
 * schema parsed it (utils/worker/api/schemas/summarizer.ts), or the messages streamed so far; pure, so the background
 * may call it again as a stream grows; its cost is bounded by the caps in messages.ts. Without messages,
 * `enrichments.raw` is the text.
 */
import type { SummaryBlock, SummaryView } from '../../../contract/view-schemas';
import type { SummarizerResponse } from '../../api/schemas/summarizer';
import { optional } from '../guards';
import { paragraphsOf, SNIPPET_TEXT, type Marker, type ParagraphReader, type TextFormat } from './text';
import { collect, type Part } from './messages';
import { citationsOf, contextOf, uncitedSources } from './sources';
import { entitiesOf, followupsOf } from './extras';
import { snippetLine } from '../../richtext/snippet';

const MAX_MESSAGES = 5000;

function blocksOf(parts: readonly Part[], markers: readonly Marker[], read: ParagraphReader): SummaryBlock[] {
  return parts.flatMap((part, i): SummaryBlock[] =>
    part.kind === 'list'
      ? [{ kind: 'list', ordered: part.ordered, items: part.items }]
      : paragraphsOf(part.run, markers, i === parts.length - 1 || parts[i + 1]?.kind === 'list', read),
  );
}

/** `format`: how the text is written; the summarizer's is snippet markup (an answer's is Markdown: map-answer.ts). */
export function mapSummary(response: SummarizerResponse, format: TextFormat = SNIPPET_TEXT): SummaryView {
  const enrichments = response.enrichments ?? {};
  // A stream's messages are each parsed on arrival but not counted by the schema's cap: counted here.
  const messages = (response.summary ?? []).slice(0, MAX_MESSAGES);
  const collected =
    messages.length === 0 && enrichments.raw !== undefined
      ? collect([{ type: 'token', data: enrichments.raw }], format)
      : collect(messages, format);
  const context = contextOf(enrichments.context);
  const citations = citationsOf(collected.markers, collected.favicons, context);
  // Every `[n]` in the text links where source n in the list does, even if the API sent two URLs for n.
  const urls = new Map(citations.map((c) => [c.number, c.url]));
  const markers = collected.markers.map(({ href: _href, ...marker }): Marker => {
    const url = urls.get(marker.n);
    return url === undefined ? marker : { ...marker, href: url };
  });
  return {
    ...optional('title', snippetLine(response.title)),
    blocks: blocksOf(collected.parts, markers, format.paragraph),
    citations,
    sources: uncitedSources(context, citations),
    entities: entitiesOf(enrichments.entities, response.entities_infos),
    followups: followupsOf(response.followups),
    status: response.status === 'complete' ? 'complete' : response.status === 'failed' ? 'failed' : 'incomplete',
  };
}
