/**
 * Every runtime message Scout understands: who may send it, what it carries, and what comes back.
 * The background rejects anything not listed here. UIs import this file only for its types
 * (`import type`), so zod stays out of their bundles.
 */
import { z } from 'zod';

/**
 * Who may send a message. Decided from the browser-stamped sender, never from the message:
 * `extension` = Scout's own pages (popup, options); `content` = also Scout's content script in a top frame.
 */
export type Audience = 'extension' | 'content';

const define = <Req extends z.ZodType, Res extends z.ZodType>(audience: Audience, request: Req, response: Res) => ({
  audience,
  request,
  response,
});

export const protocol = {
  /** Liveness and version: lets a UI know the background is up. */
  ping: define('extension', z.strictObject({}), z.object({ version: z.string(), startedAt: z.number() })),
};

export type MessageType = keyof typeof protocol;
export type RequestOf<T extends MessageType> = z.input<(typeof protocol)[T]['request']>;
export type ResponseOf<T extends MessageType> = z.output<(typeof protocol)[T]['response']>;

/** The only error shape that crosses messaging: no stack, no headers, never the key. */
export const plainErrorSchema = z.object({
  kind: z.string(),
  message: z.string(),
  status: z.number().optional(),
  code: z.string().optional(),
  retryAfterMs: z.number().optional(),
  resetsAt: z.number().optional(),
});
export type PlainError = z.infer<typeof plainErrorSchema>;

/** On the wire a request is `{ type, data }`; a reply is always one of these. */
export type Envelope<T> = { ok: true; data: T } | { ok: false; error: PlainError };
export type MessageOf<T extends MessageType> = { type: T; data: RequestOf<T> };
