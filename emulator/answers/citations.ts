import type { Citation } from './types';
import { faviconUrl } from '../render/images';

/** Numbers sources in order of first use, from 1; the same URL keeps its number (A30). */
export class CitationBook {
  private readonly numbers = new Map<string, number>();

  constructor(private readonly origin: string) {}

  cite(url: string, snippet: string): Citation {
    const number = this.numbers.get(url) ?? this.numbers.size + 1;
    this.numbers.set(url, number);
    return { number, url, favicon: faviconUrl(this.origin, new URL(url).hostname), snippet };
  }
}
