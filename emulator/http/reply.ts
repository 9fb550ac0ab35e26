/** What a handler hands back; the writer turns it into bytes (gzip, trickle, event stream). */
export interface BodyReply {
  kind: 'body';
  status: number;
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

export interface StreamReply {
  kind: 'stream';
  status: number;
  contentType: string;
  headers: Record<string, string>;
  /** Yields ready-to-write chunks; may wait between them. */
  chunks: () => AsyncIterable<string>;
}

export type Reply = BodyReply | StreamReply;

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): BodyReply {
  return { kind: 'body', status, contentType: 'application/json', body: JSON.stringify(value), headers };
}

export function textReply(status: number, contentType: string, body: string): BodyReply {
  return { kind: 'body', status, contentType, body, headers: {} };
}
