/** A site's icon beside its name: only an allowed image URL, loaded lazily and without a referrer; decorative. */
import { safeImageUrl } from '@/utils/ui-safe/richtext/links';

export function Favicon({ src }: { src: string | undefined }) {
  const safe = safeImageUrl(src);
  if (safe === undefined) return null;
  return (
    <img class="scout-favicon" src={safe} alt="" width={16} height={16} loading="lazy" referrerpolicy="no-referrer" />
  );
}
