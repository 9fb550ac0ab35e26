/** An answer as the emulator composes it, before it becomes SSE chunks or a blocking body. */
export interface Citation {
  number: number;
  url: string;
  favicon: string;
  snippet: string;
}

/** The JSON of an `<enum_item>` tag (A30). */
export interface AnswerEntity {
  uuid: string;
  name: string;
  href: string;
  original_tokens: string;
  extra_text: string;
  instance_of: string[];
  images: Array<{ src: string; original: string }>;
  citations: Citation[];
}

export type AnswerPart =
  | { kind: 'text'; text: string }
  /** Right after the sentence it supports. */
  | { kind: 'cite'; citation: Citation }
  /** A list of named things: `<enum_*>` tags with enable_entities, else Markdown bullets. */
  | { kind: 'list'; items: AnswerEntity[] };

export interface ComposedAnswer {
  parts: AnswerPart[];
  /** Searches issued for the answer (X-Request-Queries). */
  searches: number;
  /** The page text the answer was built from: counted as input tokens with the question (A31). */
  contextText: string;
}
