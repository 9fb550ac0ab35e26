/**
 * A research's state → the view the UIs show: the progress as counts and the searches made, and the final answer's
 * Markdown through the one Markdown path (mapAnswer), its links listed as its sources (http(s) only, as the
 * rich-text tree keeps them). Pure: called on every update, so its cost is bounded by the state's own bounds.
 */
import type { ResearchView } from '@/utils/contract/research-schema';
import type { SourceLink } from '@/utils/contract/view-schemas';
import type { RichNode } from '@/utils/ui-safe/richtext/tree';
import { hostnameOf } from '@/utils/ui-safe/richtext/links';
import type { ResearchState } from '../../api/answers/research-events';
import { mapAnswer } from '../summary/map-answer';

/** Searches listed while it runs (the count goes on): enough to see what it looks for. */
const SHOWN_QUERIES = 20;
const MAX_SOURCES = 50;

export function mapResearch(state: ResearchState, status: ResearchView['status']): ResearchView {
  const view: ResearchView = {
    status,
    queries: state.queries.slice(-SHOWN_QUERIES),
    searches: state.searches,
    pages: state.pages,
    blindspots: state.blindspots,
    ...(state.elapsedSeconds !== undefined && { elapsedSeconds: Math.round(state.elapsedSeconds) }),
    ...(state.cost?.totalUsd !== undefined && { costUsd: state.cost.totalUsd }),
  };
  if (state.answer === undefined) return view;
  const answer = mapAnswer([{ type: 'token', data: state.answer }], 'complete');
  const sources = linksOf(answer.blocks.flatMap((block) => (block.kind === 'paragraph' ? block.content : [])));
  return { ...view, answer: { ...answer, source: 'answers', sources: [...answer.sources, ...sources] } };
}

function linksOf(nodes: readonly RichNode[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  const walk = (list: readonly RichNode[]) => {
    for (const node of list) {
      if (seen.size >= MAX_SOURCES || typeof node === 'string') continue;
      if (node.t === 'a' && !seen.has(node.href))
        seen.set(node.href, { url: node.href, hostname: hostnameOf(node.href) ?? node.href });
      if ('c' in node) walk(node.c);
    }
  };
  walk(nodes);
  return [...seen.values()];
}
