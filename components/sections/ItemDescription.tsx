/** A result's description under its title (web results, news, videos, discussions); nothing when it is empty. */
import type { RichNode } from '@/utils/contract/view-schemas';
import { RichText } from '../common/RichText';

export function ItemDescription({ nodes }: { nodes: readonly RichNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <p class="scout-result-description">
      <RichText nodes={nodes} />
    </p>
  );
}
