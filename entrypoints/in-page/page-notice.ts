/**
 * What the host shows instead of the panel's frame, built in the content script itself because the frame cannot run:
 * Scout was updated under the page (its pages are gone), the page forbids the frame (a CSP `sandbox`), or the page
 * kept covering or tampering with the panel. A title bar like the panel's (grip, title, ✕), one sentence and, for
 * the first, a button that reloads the page. Only trusted input acts; Esc closes.
 */
import { panelString } from './panel-strings';
import { arrowMove } from '@/utils/ui-safe/arrow-move';

export interface NoticeOptions {
  title: string;
  text: string;
  scheme: 'light' | 'dark';
  /** A button under the sentence, e.g. "Reload the page". */
  action?: { label: string; run: () => void };
  onClose: () => void;
  onMove: (dx: number, dy: number) => void;
}

function button(label: string, className: string, onClick: () => void, ariaLabel?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  if (ariaLabel) {
    element.setAttribute('aria-label', ariaLabel);
    element.title = ariaLabel;
  }
  element.addEventListener('click', (event) => event.isTrusted && onClick());
  return element;
}

function grip(onMove: NoticeOptions['onMove']): HTMLButtonElement {
  const element = button('⠿', 'icon grip', () => {}, panelString('page_move'));
  let last: { x: number; y: number } | undefined;
  element.addEventListener('pointerdown', (event) => {
    if (!event.isTrusted) return;
    last = { x: event.clientX, y: event.clientY };
    element.setPointerCapture?.(event.pointerId);
  });
  element.addEventListener('pointermove', (event) => {
    if (!last || !event.isTrusted) return;
    onMove(event.clientX - last.x, event.clientY - last.y);
    last = { x: event.clientX, y: event.clientY };
  });
  const end = () => (last = undefined);
  element.addEventListener('pointerup', end);
  element.addEventListener('pointercancel', end);
  element.addEventListener('keydown', (event) => {
    const move = arrowMove(event.key);
    if (!move || !event.isTrusted) return;
    event.preventDefault();
    onMove(...move);
  });
  return element;
}

export function buildNotice(options: NoticeOptions): { element: HTMLElement; focus: () => void } {
  const notice = document.createElement('div');
  notice.className = 'notice';
  notice.dataset.scheme = options.scheme;
  notice.setAttribute('role', 'dialog');
  const bar = document.createElement('div');
  bar.className = 'bar';
  const title = document.createElement('h2');
  title.tabIndex = -1;
  title.textContent = options.title;
  title.id = 'scout-notice-title';
  notice.setAttribute('aria-labelledby', title.id);
  bar.append(grip(options.onMove), title, button('✕', 'icon', options.onClose, panelString('page_close')));
  const body = document.createElement('div');
  body.className = 'body';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = options.text;
  body.append(text);
  if (options.action) body.append(button(options.action.label, '', options.action.run));
  notice.append(bar, body);
  notice.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !event.isTrusted) return;
    event.preventDefault();
    options.onClose();
  });
  return { element: notice, focus: () => title.focus({ preventScroll: true }) };
}
