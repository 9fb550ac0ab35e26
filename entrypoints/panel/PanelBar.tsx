/**
 * The panel's title bar: a grip to move it (drag with the pointer, or arrow keys when the grip has focus), the
 * title, which takes focus when the panel opens, and the close button. The frame moves under the pointer while it
 * is dragged, so a drag is measured on the screen, not in the frame.
 */
import type { Ref } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { arrowMove } from '@/utils/ui-safe/arrow-move';

export interface PanelBarProps {
  title: string;
  titleId: string;
  titleRef: Ref<HTMLHeadingElement>;
  onMove: (dx: number, dy: number) => void;
  onClose: () => void;
}

export function PanelBar({ title, titleId, titleRef, onMove, onClose }: PanelBarProps) {
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.screenX, y: event.screenY };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    onMove(event.screenX - drag.current.x, event.screenY - drag.current.y);
    drag.current = { x: event.screenX, y: event.screenY };
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = arrowMove(event.key);
    if (!move) return;
    event.preventDefault();
    onMove(...move);
  };
  return (
    <div class="scout-panel-bar">
      <button
        type="button"
        class="scout-panel-icon scout-panel-grip"
        aria-label={t('page_move')}
        title={t('page_move')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        ⠿
      </button>
      <h2 id={titleId} tabIndex={-1} ref={titleRef}>
        {title}
      </h2>
      <button
        type="button"
        class="scout-panel-icon"
        aria-label={t('page_close')}
        title={t('page_close')}
        onClick={onClose}
      >
        ✕
      </button>
    </div>
  );
}
