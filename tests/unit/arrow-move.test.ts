import { describe, expect, it } from 'vitest';
import { arrowMove } from '@/utils/ui-safe/arrow-move';

describe('arrowMove', () => {
  it('moves 24 px in the arrow’s direction, and nothing for other keys', () => {
    expect(arrowMove('ArrowLeft')).toEqual([-24, 0]);
    expect(arrowMove('ArrowRight')).toEqual([24, 0]);
    expect(arrowMove('ArrowUp')).toEqual([0, -24]);
    expect(arrowMove('ArrowDown')).toEqual([0, 24]);
    for (const key of ['Enter', 'a', 'Left', 'toString', '']) expect(arrowMove(key)).toBeUndefined();
  });
});
