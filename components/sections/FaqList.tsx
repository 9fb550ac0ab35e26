/** FAQ: each question a disclosure (`details`/`summary`) holding the answer and a link to its source. */
import type { FaqView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import type { Level } from '../common/Heading';
import { EXTERNAL_LINK, RichText } from '../common/RichText';
import { SectionFrame } from './SectionFrame';

function FaqItem({ item }: { item: FaqView }) {
  const href = safeHttpUrl(item.source?.url);
  return (
    <details class="scout-faq-item">
      <summary>
        <RichText nodes={item.question} />
      </summary>
      {item.answer.length > 0 && (
        <p class="scout-faq-answer">
          <RichText nodes={item.answer} />
        </p>
      )}
      {href !== undefined && (
        <p class="scout-faq-source">
          {/* Named by the host the link really opens, whatever the view model says. */}
          {t('faqSource')}{' '}
          <a href={href} {...EXTERNAL_LINK}>
            <bdi>{new URL(href).hostname}</bdi>
          </a>
        </p>
      )}
    </details>
  );
}

export function FaqList({ items, level }: { items: readonly FaqView[]; level: Level }) {
  if (items.length === 0) return null;
  return (
    <SectionFrame heading={t('faqHeading')} level={level} class="scout-faq">
      {items.map((item) => (
        <FaqItem key={item.id} item={item} />
      ))}
    </SectionFrame>
  );
}
