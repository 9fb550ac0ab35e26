/** The body of a summary: paragraphs with citation markers, and lists of entities. */
import type { SummaryBlock, SummaryListItem } from '@/utils/contract/view-schemas';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { EXTERNAL_LINK, RichText } from '../common/RichText';

function ListItem({ item }: { item: SummaryListItem }) {
  const href = safeHttpUrl(item.url);
  const name = item.name && (
    <strong>
      <bdi>{item.name}</bdi>
    </strong>
  );
  return (
    <li>
      {href && name ? (
        <a href={href} {...EXTERNAL_LINK}>
          {name}
        </a>
      ) : (
        name
      )}
      {item.name && item.text && ': '}
      {item.text && <RichText nodes={item.text} />}
    </li>
  );
}

export function SummaryBlocks({ blocks }: { blocks: readonly SummaryBlock[] }) {
  return (
    <div class="scout-summary-body" dir="auto">
      {blocks.map((block, i) => {
        if (block.kind === 'paragraph')
          return (
            <p key={i}>
              <RichText nodes={block.content} />
            </p>
          );
        const items = block.items.map((item, j) => <ListItem key={j} item={item} />);
        return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      })}
    </div>
  );
}
