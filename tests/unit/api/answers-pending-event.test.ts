// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPendingEvent } from '@/utils/worker/api/answers/pending-event';

describe('createPendingEvent', () => {
  it('parses the lines once they close an object, braces inside strings and escapes included', () => {
    const pending = createPendingEvent(1_000, 10);
    expect(pending.add('{"a": "}{\\""')).toBeUndefined();
    expect(pending.add(', "b": [1, {"c": 2}')).toBeUndefined();
    expect(pending.empty).toBe(false);
    expect(pending.add(']}')).toEqual({ a: '}{"', b: [1, { c: 2 }] });
    expect(pending.empty).toBe(true);
  });

  it('gives up on lines that cannot become JSON: no object, a closed object that did not parse, past a cap', () => {
    const notObject = createPendingEvent(1_000, 10);
    notObject.add('42');
    expect(notObject.add('{"a":1}')).toBeUndefined();
    expect(notObject.end()).toBeUndefined();

    const closed = createPendingEvent(1_000, 10);
    expect(closed.add('{"a":1} junk')).toBeUndefined();
    expect(closed.add('{"b":2}')).toBeUndefined();
    expect(closed.end()).toBeUndefined();
    expect(closed.empty).toBe(true);

    const long = createPendingEvent(10, 10);
    long.add('{"a":');
    expect(long.add('"0123456789"}')).toBeUndefined();
    const many = createPendingEvent(1_000, 2);
    many.add('{"a":');
    many.add('1');
    expect(many.add('}')).toBeUndefined();
  });

  it('parses what it holds at the end of an event, and clear() drops it', () => {
    const pending = createPendingEvent(1_000, 10);
    pending.add('');
    pending.add('{"a":1}');
    expect(pending.empty).toBe(true); // it closed and parsed already
    pending.add('{"b":');
    pending.clear();
    expect(pending.empty).toBe(true);
    expect(pending.end()).toBeUndefined();
  });
});
