import { createHash } from 'node:crypto';

/** Python's json.dumps default: `", "` and `": "` separators, non-ASCII escaped as \uXXXX. */
function pythonJsonString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The opaque summarizer key, shaped like the real one (a JSON-looking string with quotes, spaces and braces, so a
 * client that does not URL-encode it fails). Clients must treat it as opaque.
 */
export function summaryKey(
  query: string,
  country: string,
  language: string,
  safesearch: string,
  resultUrls: readonly string[],
): string {
  const resultsHash = createHash('sha256').update(resultUrls.join('\n')).digest('hex');
  return `{"query": ${pythonJsonString(query)}, "country": "${country.toLowerCase()}", "language": "${language}", "safesearch": "${safesearch}", "results_hash": "${resultsHash}"}`;
}
