import { describe, expect, it } from 'vitest';
import { capabilityText, monthlyText, observedText, perSecondText } from '@/entrypoints/options/limits';
import type { RateView } from '@/utils/contract/reply-schemas';

const RESET = Date.UTC(2030, 4, 1, 0, 0);
const rate = (monthly?: RateView['monthly'], perSecond?: RateView['perSecond']): RateView => ({
  ...(monthly && { monthly }),
  ...(perSecond && { perSecond }),
  observedAt: Date.UTC(2030, 3, 14, 9, 30),
});

describe('plan capabilities', () => {
  it('are yes, no, or not known', () => {
    expect(capabilityText(true)).toBe('Yes');
    expect(capabilityText(false)).toBe('No');
    expect(capabilityText(undefined)).toBe('Not known yet');
  });
});

describe('rate and quota', () => {
  it('give the per-second limit as a number', () => {
    expect(perSecondText(rate(undefined, { limit: 20, remaining: 19 }))).toBe('20');
    expect(perSecondText(rate(undefined, { limit: 1500, remaining: 0 }))).toBe('1,500');
    expect(perSecondText(rate())).toBeUndefined();
    expect(perSecondText(undefined)).toBeUndefined();
  });

  it('say how many searches are left this month and when the quota resets', () => {
    const text = monthlyText(rate({ limit: 2000, remaining: 1997, uncapped: false, resetsAt: RESET }));
    expect(text).toMatch(/^1,997 of 2,000 searches left this month, resets on .*2030/);
  });

  it('say "No monthly cap" for an uncapped plan (the API reports limit 0 and remaining 0)', () => {
    expect(monthlyText(rate({ limit: 0, remaining: 0, uncapped: true, resetsAt: RESET }))).toBe('No monthly cap');
    expect(monthlyText(rate({ limit: 0, remaining: 0, uncapped: false, resetsAt: RESET }))).toBe('No monthly cap');
  });

  it('never show more left than the limit, nor less than none', () => {
    expect(monthlyText(rate({ limit: 10, remaining: 50, uncapped: false, resetsAt: RESET }))).toMatch(/^10 of 10 /);
    expect(monthlyText(rate({ limit: 10, remaining: -3, uncapped: false, resetsAt: RESET }))).toMatch(/^0 of 10 /);
  });

  it('leave the date out when it is not a real date', () => {
    expect(monthlyText(rate({ limit: 10, remaining: 4, uncapped: false, resetsAt: Number.NaN }))).toBe(
      '4 of 10 searches left this month',
    );
    expect(monthlyText(rate({ limit: 10, remaining: 4, uncapped: false, resetsAt: 0 }))).toBe(
      '4 of 10 searches left this month',
    );
  });

  it('are unknown without a monthly window', () => {
    expect(monthlyText(rate())).toBeUndefined();
    expect(monthlyText(undefined)).toBeUndefined();
  });

  it('say when they were read', () => {
    expect(observedText(rate())).toMatch(/^As of .*2030.*, from the API's last answer\.$/);
    expect(observedText(undefined)).toBeUndefined();
  });
});
