import { MIXED_AFTER_WEB_RANK } from '../assumptions';

interface Reference {
  type: string;
  index?: number;
  all: boolean;
}

/**
 * `mixed` (A38): web results one by one, each other section after the web result of its rank (at the end when
 * there are fewer), the infobox on the side.
 */
export function mixedOrder(webCount: number, sectionTypes: readonly string[]) {
  const placed = sectionTypes
    .filter((type) => type !== 'infobox')
    .map((type) => ({ type, after: MIXED_AFTER_WEB_RANK[type] ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.after - b.after);
  const main: Reference[] = [];
  const flush = (rank: number) => {
    for (let next = placed[0]; next && next.after <= rank; next = placed[0]) {
      main.push({ type: next.type, all: true });
      placed.shift();
    }
  };
  for (let index = 0; index < webCount; index += 1) {
    main.push({ type: 'web', index, all: false });
    flush(index + 1);
  }
  flush(Number.MAX_SAFE_INTEGER);
  const side: Reference[] = sectionTypes.includes('infobox') ? [{ type: 'infobox', all: true }] : [];
  return { type: 'mixed', main, top: [] as Reference[], side };
}
