/** usePrices: the buttons drawn together share one `spending.prices` message; a later mount asks again. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { answers, resetSend, sent } from '../../options/send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../../options/send-mock'));
const { usePrices } = await import('@/components/common/use-prices');

const PRICES = { search: 5_000, answer: 15_670, answerCeiling: 33_600 };
const asked = () => sent.filter((message) => message.type === 'spending.prices').length;

function Price({ name }: { name: string }) {
  const prices = usePrices();
  return <p>{prices ? `${name}: ${prices.search}` : `${name}: …`}</p>;
}

beforeEach(() => {
  resetSend();
  answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
});
afterEach(cleanup);

describe('usePrices', () => {
  it('three buttons drawn in one render: one message, and each shows its answer', async () => {
    render(
      <>
        <Price name="tabs" />
        <Price name="answer" />
        <Price name="followups" />
      </>,
    );
    for (const name of ['tabs', 'answer', 'followups']) expect(await screen.findByText(`${name}: 5000`)).toBeTruthy();
    expect(asked()).toBe(1);
  });

  it('a mount after the answer asks again: a changed plan shows its new price', async () => {
    render(<Price name="first" />);
    expect(await screen.findByText('first: 5000')).toBeTruthy();
    answers.set('spending.prices', () => ({ ok: true, data: { ...PRICES, search: 9_000 } }));
    render(<Price name="later" />);
    expect(await screen.findByText('later: 9000')).toBeTruthy();
    expect(asked()).toBe(2);
  });

  it('an error answer leaves every button without a price, and the next mount asks again', async () => {
    answers.set('spending.prices', () => ({ ok: false, error: { kind: 'noBackground', message: 'stopped' } }));
    render(
      <>
        <Price name="a" />
        <Price name="b" />
      </>,
    );
    await vi.waitFor(() => expect(asked()).toBe(1));
    await Promise.resolve();
    expect(screen.getByText('a: …')).toBeTruthy();
    expect(screen.getByText('b: …')).toBeTruthy();
    answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
    render(<Price name="c" />);
    expect(await screen.findByText('c: 5000')).toBeTruthy();
    expect(asked()).toBe(2);
  });
});
