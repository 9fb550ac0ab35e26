/** A result section: a landmark named by its own heading, so a screen reader can jump between sections. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { Heading, type Level } from '../common/Heading';

interface SectionFrameProps {
  heading: ComponentChildren;
  level: Level;
  class: string;
  children: ComponentChildren;
}

export function SectionFrame({ heading, level, class: className, children }: SectionFrameProps) {
  const headingId = useId();
  return (
    <section class={`scout-section ${className}`} aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
