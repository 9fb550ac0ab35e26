/**
 * Moves the panel as it is dragged, one request at a time: each goes through the background to the content script,
 * so the pointer's moves in between are added up and sent together when the last one is done.
 */
export function createMover(send: (dx: number, dy: number) => Promise<unknown>): (dx: number, dy: number) => void {
  let pending = { dx: 0, dy: 0 };
  let busy = false;
  const flush = async () => {
    busy = true;
    while (pending.dx !== 0 || pending.dy !== 0) {
      const { dx, dy } = pending;
      pending = { dx: 0, dy: 0 };
      await send(dx, dy).catch(() => undefined);
    }
    busy = false;
  };
  return (dx, dy) => {
    pending = { dx: pending.dx + dx, dy: pending.dy + dy };
    if (!busy) void flush();
  };
}
