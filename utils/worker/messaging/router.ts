/**
 * Turns an untrusted runtime message into a handler call: envelope shape → known type → sender allowed →
 * request valid → handler → response stripped to its schema. Every failure is a value, never a throw.
 */
import { z } from 'zod/mini';
import type { Audience, Envelope } from '../../contract/protocol';
import { isExtensionPage, senderMayUse, type PolicyContext, type Sender } from './sender-policy';
import { errorForPage, toPlainError } from '@/utils/ui-safe/view/plain-error';
import { onFirstUse } from '@/utils/contract/on-first-use';
import type { ErrorKind } from '@/utils/ui-safe/error-kinds';

interface MessageSpec {
  audience: Audience;
  request: z.core.$ZodType;
  response: z.core.$ZodType;
}
export type Protocol = Record<string, MessageSpec>;

export type HandlersFor<P extends Protocol> = {
  [T in keyof P]: (data: z.output<P[T]['request']>, sender: Sender) => Promise<z.input<P[T]['response']>>;
};

// Built on the first message, as every schema is (utils/contract/on-first-use.ts): the first zod object a worker makes
// also sets up zod's classes, so at load it lengthened every start's evaluation, even one woken for a menu click.
const envelopeSchema = onFirstUse(() =>
  z.strictObject({ type: z.string().check(z.maxLength(64)), data: z.optional(z.unknown()) }),
);

const refuse = (kind: ErrorKind, message: string): Envelope<never> => ({ ok: false, error: { kind, message } });

export function createRouter<P extends Protocol>(protocol: P, handlers: HandlersFor<P>, ctx: PolicyContext) {
  return async function route(message: unknown, sender: Sender): Promise<Envelope<unknown>> {
    const envelope = envelopeSchema().safeParse(message);
    if (!envelope.success) return refuse('badMessage', 'Scout could not read that message.');
    const type = envelope.data.type;
    if (!Object.hasOwn(protocol, type)) return refuse('unknownMessage', 'Scout does not know that request.');
    const spec = protocol[type] as MessageSpec;
    if (!senderMayUse(spec.audience, sender, ctx)) return refuse('forbidden', 'That request is not allowed here.');
    const request = z.safeParse(spec.request, envelope.data.data ?? {});
    if (!request.success) return refuse('badRequest', describeIssues(request.error));
    try {
      const handler = handlers[type] as (data: unknown, sender: Sender) => Promise<unknown>;
      // Parsing the reply strips anything a handler added by mistake: only schema fields leave the background.
      return { ok: true, data: z.parse(spec.response, await handler(request.data, sender)) };
    } catch (error) {
      const plain = toPlainError(error);
      return { ok: false, error: isExtensionPage(sender, ctx) ? plain : errorForPage(plain) };
    }
  };
}

/** Names the fields that were wrong without echoing their values (they may be huge or hostile). */
function describeIssues(error: z.core.$ZodError): string {
  const paths = [...new Set(error.issues.map((i) => i.path.join('.') || '(message)'))].slice(0, 5);
  return `Scout rejected the request: check ${paths.join(', ')}.`;
}
