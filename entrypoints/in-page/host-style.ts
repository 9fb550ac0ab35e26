/**
 * The panel host's own style, set through CSSOM with `!important` (panel-host.ts): inline `!important` beats the page's
 * `!important` rules, and is no `<style>` a strict page CSP could block (docs/in-page-notes.md).
 */
import { MARGIN, PANEL_WIDTH } from './panel-position';

/**
 * Everything a page could use to hide, fade, move or cover the host, forced. A transition or animation could
 * override even `!important` while it runs, so both are off.
 */
const HOST_STYLE: ReadonlyArray<[string, string]> = [
  ['all', 'initial'],
  ['display', 'block'],
  ['position', 'fixed'],
  ['inset', 'auto'],
  ['margin', '0'],
  ['padding', '0'],
  ['border', '0'],
  ['overflow', 'visible'],
  ['background', 'transparent'],
  ['width', `${PANEL_WIDTH}px`],
  ['max-width', `calc(100vw - ${2 * MARGIN}px)`],
  ['visibility', 'visible'],
  ['opacity', '1'],
  ['transform', 'none'],
  ['translate', 'none'],
  ['scale', 'none'],
  ['rotate', 'none'],
  ['filter', 'none'],
  ['clip-path', 'none'],
  ['mask', 'none'],
  ['mix-blend-mode', 'normal'],
  ['zoom', '1'],
  ['content-visibility', 'visible'],
  ['transition', 'none'],
  ['animation', 'none'],
  ['pointer-events', 'auto'],
  ['color-scheme', 'normal'],
];

/** Applies HOST_STYLE and the host's place and height. */
export function forceHostStyle(host: HTMLElement, place: { left: number; top: number; height: number }): void {
  for (const [property, value] of HOST_STYLE) host.style.setProperty(property, value, 'important');
  host.style.setProperty('left', `${place.left}px`, 'important');
  host.style.setProperty('top', `${place.top}px`, 'important');
  host.style.setProperty('height', `${place.height}px`, 'important');
}
