import { foldCase, wordSpans } from '../text/tokenize';
import {
  SUMMARY_FAILING_WORD,
  SUMMARY_INELIGIBLE_WORDS,
  SUMMARY_MIN_RESULTS,
  SUMMARY_NEEDS_FILTER_WORD,
} from '../assumptions';

function queryWords(query: string): Set<string> {
  return new Set(wordSpans(query).map((span) => foldCase(span.word)));
}

/** Whether a web search gets a `summarizer.key` (A8, A10). */
export function isSummaryEligible(
  query: string,
  resultCount: number,
  resultFilter: ReadonlySet<string> | undefined,
): boolean {
  if (resultFilter && !resultFilter.has(SUMMARY_NEEDS_FILTER_WORD)) return false;
  if (resultCount < SUMMARY_MIN_RESULTS) return false;
  const words = queryWords(query);
  return !SUMMARY_INELIGIBLE_WORDS.some((word) => words.has(word));
}

/** Designated queries whose summary ends as `status:"failed"` (A9). */
export function summaryWillFail(query: string): boolean {
  return queryWords(query).has(SUMMARY_FAILING_WORD);
}
