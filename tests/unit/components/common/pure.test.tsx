/** pure(): a row drawn again only when a prop is a different value, or when its own state changed. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { pure } from '@/components/common/pure';

afterEach(cleanup);

function counted() {
  const drawn: string[] = [];
  const Row = pure(function Row({ item, note }: { item: { name: string }; note?: string }) {
    const [clicks, setClicks] = useState(0);
    drawn.push(item.name);
    return (
      <button onClick={() => setClicks(clicks + 1)}>
        {item.name} {clicks} {note}
      </button>
    );
  });
  return { Row, drawn };
}

const A = { name: 'a' };
const B = { name: 'b' };

describe('pure', () => {
  it('a parent drawn again with the same props draws no row again', () => {
    const { Row, drawn } = counted();
    const List = ({ tick }: { tick: number }) => (
      <div data-tick={tick}>
        <Row item={A} />
        <Row item={B} />
      </div>
    );
    const { rerender } = render(<List tick={1} />);
    rerender(<List tick={2} />);
    expect(drawn).toEqual(['a', 'b']);
  });

  it('draws again the row whose prop is a different value, or was added or removed, and only that one', () => {
    const { Row, drawn } = counted();
    const { rerender } = render(
      <>
        <Row item={A} />
        <Row item={B} note="x" />
      </>,
    );
    const sameNameOtherValue = { name: 'a' };
    rerender(
      <>
        <Row item={sameNameOtherValue} />
        <Row item={B} note="x" />
      </>,
    );
    expect(drawn).toEqual(['a', 'b', 'a']);
    rerender(
      <>
        <Row item={sameNameOtherValue} />
        <Row item={B} />
      </>,
    );
    expect(drawn).toEqual(['a', 'b', 'a', 'b']);
  });

  it('its own state still draws it again', () => {
    const { Row, drawn } = counted();
    render(<Row item={A} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toContain('a 1');
    expect(drawn).toEqual(['a', 'a']);
  });
});
