/** Where the panel sits on the page: its width, next to the selection when there is one, always within the viewport. */
export const PANEL_WIDTH = 380;
export const MARGIN = 12;

/** Keeps a panel of PANEL_WIDTH inside the viewport. */
export function clampToViewport(left: number, top: number): { left: number; top: number } {
  const maxLeft = Math.max(MARGIN, window.innerWidth - PANEL_WIDTH - MARGIN);
  const maxTop = Math.max(MARGIN, window.innerHeight - 120);
  return { left: Math.min(Math.max(MARGIN, left), maxLeft), top: Math.min(Math.max(MARGIN, top), maxTop) };
}

/** Next to the selection (below it, or above when there is no room), else the top-right corner. */
export function initialPosition(anchor: DOMRectReadOnly | undefined): { left: number; top: number } {
  if (!anchor || (anchor.width === 0 && anchor.height === 0)) {
    return clampToViewport(window.innerWidth - PANEL_WIDTH - MARGIN, MARGIN);
  }
  const below = anchor.bottom + 8;
  const top = below + 240 <= window.innerHeight ? below : anchor.top - 8 - 240;
  return clampToViewport(anchor.left, top);
}
