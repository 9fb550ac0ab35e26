/** An item's title: a link opening in a new tab when its URL is http(s) (re-checked here), plain text otherwise. */
import type { RichNode } from '@/utils/contract/view-schemas';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { EXTERNAL_LINK, RichText } from '../common/RichText';

export function ItemTitle({ title, url }: { title: readonly RichNode[]; url: string | undefined }) {
  const href = safeHttpUrl(url);
  const text = <RichText nodes={title} />;
  return href === undefined ? (
    <span class="scout-result-title">{text}</span>
  ) : (
    <a class="scout-result-title" href={href} {...EXTERNAL_LINK}>
      {text}
    </a>
  );
}
