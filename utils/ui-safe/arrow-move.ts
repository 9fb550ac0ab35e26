/**
 * How an arrow key moves Scout's panel (the panel page's grip, entrypoints/panel/PanelBar.tsx) or the page's notice
 * in its place (entrypoints/in-page/page-notice.ts): one step of 24 px, by the key's direction.
 */
const KEY_STEP = 24;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The move an arrow key asks for, or undefined for any other key. */
export function arrowMove(key: string): [dx: number, dy: number] | undefined {
  // Own keys only: an inherited name (`toString`) is no arrow.
  const step = Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;
  return step && [step[0] * KEY_STEP, step[1] * KEY_STEP];
}
