/** A section of results of one kind (news, videos, discussions): their list under the section's heading. */
import type { ComponentChildren, ComponentType } from 'preact';
import type { Level } from '../common/Heading';
import { SectionFrame } from './SectionFrame';

interface ItemListProps<T extends { id: string }> {
  heading: ComponentChildren;
  level: Level;
  class: string;
  items: readonly T[];
  Item: ComponentType<{ item: T }>;
}

/** Nothing at all when there are no items: an empty section would be a heading over nothing. */
export function ItemList<T extends { id: string }>({
  heading,
  level,
  class: className,
  items,
  Item,
}: ItemListProps<T>) {
  if (items.length === 0) return null;
  return (
    <SectionFrame heading={heading} level={level} class={className}>
      <ul class="scout-results">
        {items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
    </SectionFrame>
  );
}
