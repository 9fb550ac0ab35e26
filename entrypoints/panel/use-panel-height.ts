/**
 * Tells the content script how tall the panel's content is, so the frame is as tall as what it shows (the content
 * script keeps it within the viewport; beyond that the panel's body scrolls).
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { askPage } from './page-link';

export function usePanelHeight(panel: RefObject<HTMLElement | null>, body: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = panel.current;
    const scroller = body.current;
    const content = scroller?.firstElementChild;
    if (!box || !scroller || !content) return;
    let sent = -1;
    const report = () => {
      // The panel's own height minus its body's visible part, plus what the body holds and its padding.
      const style = getComputedStyle(scroller);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const height = Math.ceil(
        box.offsetHeight - scroller.clientHeight + content.getBoundingClientRect().height + padding,
      );
      if (height === sent) return;
      sent = height;
      void askPage({ type: 'resize', height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(content);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
}
