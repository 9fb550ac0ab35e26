/**
 * A new answer is drawn in two steps: its first screen in the frame after it arrives, the rest in a task right after
 * that frame. Creating and laying out a whole answer (about 20 results with their site menus, news, videos,
 * discussions, FAQ, infobox) cost the popup about 13 ms between the answer's arrival and its first frame, twice what
 * its first few results cost (Chromium traces of the popup, scripts/bench/popup-timings.ts, 2026-11-29); the results
 * below them are out of view then (and skipped by `content-visibility: auto` in components/sections/results.css).
 */
import { useEffect, useState } from 'preact/hooks';
import type { AnswerBlock } from './answer-blocks';

/**
 * Web results in an answer's first step: more than a popup (600 px) or a side panel shows before scrolling, with the
 * sections the answer puts among or before them.
 * @internal Exported for the tests alone (tests/unit/app/first-screen.test.tsx).
 */
export const FIRST_SCREEN_RESULTS = 5;

/**
 * The blocks of the first step: every block up to the one that holds the `results`-th web result, that block cut
 * there. An answer with fewer web results is whole.
 */
export function firstScreen(blocks: readonly AnswerBlock[], results = FIRST_SCREEN_RESULTS): AnswerBlock[] {
  const shown: AnswerBlock[] = [];
  let left = results;
  for (const block of blocks) {
    if (left <= 0) break;
    if (block.section !== 'web' || block.items === 'all') {
      shown.push(block);
      continue;
    }
    shown.push({ ...block, items: block.items.slice(0, left) });
    left -= block.items.length;
  }
  return shown;
}

/**
 * Whether the answer `id` is drawn whole: false while it is new (its first render), true from the task after the
 * frame that painted its first screen (Preact runs effects then: `afterPaint` in preact/hooks). True with no answer.
 */
export function useWholeAnswer(id: string | undefined): boolean {
  const [whole, setWhole] = useState<string | undefined>(undefined);
  useEffect(() => setWhole(id), [id]);
  return whole === id;
}
