/**
 * A decorative thumbnail (its item's title says what it shows): https only (re-checked here), a fixed box from
 * the width/height attributes and the CSS, so it takes its place before it loads and never shifts the layout.
 */
import { safeImageUrl } from '@/utils/ui-safe/richtext/links';

interface ThumbProps {
  src: string | undefined;
  width: number;
  height: number;
  class: string;
  alt?: string;
}

export function Thumb({ src, width, height, class: className, alt = '' }: ThumbProps) {
  const safe = safeImageUrl(src);
  if (safe === undefined) return null;
  return (
    <img
      class={`scout-thumb ${className}`}
      src={safe}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerpolicy="no-referrer"
    />
  );
}
