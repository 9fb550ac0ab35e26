import { stems } from '../text/tokenize';

/** BM25 over title and body; a title word counts TITLE_WEIGHT times, which is how titles win ties. */
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;

export interface Bm25Document {
  title: string;
  body: string;
}

export class Bm25Index {
  private readonly termFrequencies: Array<Map<string, number>> = [];
  private readonly lengths: number[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: readonly Bm25Document[]) {
    for (const document of documents) {
      const counts = new Map<string, number>();
      const titleWords = stems(document.title);
      const bodyWords = stems(document.body);
      for (const word of titleWords) counts.set(word, (counts.get(word) ?? 0) + TITLE_WEIGHT);
      for (const word of bodyWords) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const word of counts.keys()) this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
      this.termFrequencies.push(counts);
      this.lengths.push(titleWords.length * TITLE_WEIGHT + bodyWords.length);
    }
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.averageLength = total / Math.max(1, this.lengths.length);
  }

  /** Words known to the index (spellcheck's vocabulary), with their document frequency. */
  vocabulary(): ReadonlyMap<string, number> {
    return this.documentFrequency;
  }

  private idf(word: string): number {
    const n = this.termFrequencies.length;
    const df = this.documentFrequency.get(word) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Score of one document for the (already stemmed) query words; 0 when none occurs. */
  score(documentIndex: number, queryWords: readonly string[]): number {
    const counts = this.termFrequencies[documentIndex];
    const length = this.lengths[documentIndex] ?? 0;
    if (!counts) return 0;
    let total = 0;
    for (const word of queryWords) {
      const tf = counts.get(word) ?? 0;
      if (tf === 0) continue;
      total += this.idf(word) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.averageLength)));
    }
    return total;
  }
}
