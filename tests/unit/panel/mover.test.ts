import { describe, expect, it } from 'vitest';
import { createMover } from '@/entrypoints/panel/mover';

describe('createMover', () => {
  it('sends one move at a time, adding up the moves made meanwhile', async () => {
    const sent: [number, number][] = [];
    let finish: () => void = () => {};
    const move = createMover((dx, dy) => {
      sent.push([dx, dy]);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    move(5, 0);
    move(3, 1);
    move(-1, 2);
    expect(sent).toEqual([[5, 0]]);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([
      [5, 0],
      [2, 3],
    ]);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    move(1, 1);
    expect(sent).toHaveLength(3);
  });
});
