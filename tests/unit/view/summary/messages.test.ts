import { describe, expect, it } from 'vitest';
import { collect, MAX_SUMMARY_MARKERS, MAX_SUMMARY_TEXT } from '@/utils/worker/view/summary/messages';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';

const token = (data: string): SummaryMessage => ({ type: 'token', data });
const ref = (number: number, end_index: number): SummaryMessage => ({
  type: 'inline_reference',
  data: { number, url: `https://example.com/${number}`, end_index },
});

describe('collect of a hostile stream (issue 11)', () => {
  it('keeps at most MAX_SUMMARY_TEXT characters, even from one huge token, and nothing after them', () => {
    const { parts } = collect([token('x'.repeat(1_000_000)), token('tail')]);
    const raw = parts.map((part) => (part.kind === 'text' ? part.run.raw : '')).join('');
    expect(raw).toHaveLength(MAX_SUMMARY_TEXT);
    expect(raw).not.toContain('tail');
  });

  it('keeps at most MAX_SUMMARY_MARKERS markers, each within the text', () => {
    const { markers } = collect([
      token('Herons wade.'),
      ...Array.from({ length: 2_000 }, (_, i) => ref((i % 999) + 1, 1_000_000)),
    ]);
    expect(markers).toHaveLength(MAX_SUMMARY_MARKERS);
    expect(markers.every((marker) => marker.at <= 'Herons wade.'.length)).toBe(true);
  });
});
