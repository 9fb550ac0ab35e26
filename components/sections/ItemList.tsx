/** A section of results of one kind (news, videos, discussions): their list under the section's heading. */
import type { ComponentChildren, ComponentType } from 'preact';
import type { Level } from '../common/Heading';
import { SectionFrame } from './SectionFrame';
import { pure } from '../common/pure';

interface ItemListProps<T extends { id: string }> {
  heading: ComponentChildren;
  level: Level;
  class: string;
  items: readonly T[];
  Item: ComponentType<{ item: T }>;
}

/** A row drawn again only when its item or its kind of row changed (pure.ts): not when a ranking change redraws the list. */
const Row = pure(function Row<T>({ Item, item }: { Item: ComponentType<{ item: T }>; item: T }) {
  return <Item item={item} />;
});

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
          <Row key={item.id} Item={Item} item={item} />
        ))}
      </ul>
    </SectionFrame>
  );
}
