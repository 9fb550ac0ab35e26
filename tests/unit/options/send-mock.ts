/** A stand-in for the messaging client: each test says what the background answers. */
import { vi } from 'vitest';
import type { Envelope, MessageType, RequestOf, ResponseOf } from '@/utils/contract/protocol';

type Answer = (data: unknown) => Envelope<unknown> | Promise<Envelope<unknown>>;

export const answers = new Map<MessageType, Answer>();
export const sent: { type: MessageType; data: unknown }[] = [];

export const send = vi.fn(
  async <T extends MessageType>(type: T, data: RequestOf<T>): Promise<Envelope<ResponseOf<T>>> => {
    sent.push({ type, data });
    const answer = answers.get(type);
    if (!answer) return { ok: false, error: { kind: 'noBackground', message: 'no answer in this test' } };
    return (await answer(data)) as Envelope<ResponseOf<T>>;
  },
);

export function resetSend(): void {
  answers.clear();
  sent.length = 0;
  send.mockClear();
}
