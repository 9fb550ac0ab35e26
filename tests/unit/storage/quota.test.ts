import { describe, expect, it } from 'vitest';
import { keepIfRoom } from '@/utils/worker/storage/quota';
import { quotaError } from './quota-fakes';

describe('a full storage area', () => {
  it.each([
    ['Chrome’s error', quotaError()],
    ['Chrome’s local-area wording', new Error('QUOTA_BYTES quota exceeded')],
    ['the DOM exception', new DOMException('full', 'QuotaExceededError')],
  ])('recognises %s: the write is not kept', async (_name, error) => {
    expect(await keepIfRoom(() => Promise.reject(error))).toBe(false);
  });

  it.each([[new Error('Extension context invalidated.')], ['quota'], [null]])(
    'does not mistake %s for it: it still throws',
    async (error) => {
      await expect(keepIfRoom(() => Promise.reject(error))).rejects.toBe(error);
    },
  );

  it('turns a full area into "not kept", and still throws anything else', async () => {
    expect(await keepIfRoom(async () => {})).toBe(true);
    expect(await keepIfRoom(() => Promise.reject(quotaError()))).toBe(false);
    await expect(keepIfRoom(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });
});
