/**
 * A billed button of a vertical's panel ("Show news", "More results": one request on the Search plan) with its price
 * beside it, as the research and follow-up controls show theirs: its accessible name stays its label, the price
 * describes it. The price is asked only where such a button shows, so switching tabs asks nothing for it; while it is
 * unknown (the worker has not answered), the button alone.
 */
import type { ComponentChildren } from 'preact';
import { usePrices } from '@/components/common/use-prices';
import { t } from '@/utils/ui-safe/i18n';
import { formatUsd } from '@/utils/ui-safe/spending';

export function PricedButton({
  id,
  class: className,
  onClick,
  children,
}: {
  id: string;
  class: string;
  onClick: () => void;
  children: ComponentChildren;
}) {
  const micros = usePrices()?.search;
  return (
    <p class="app-vertical-action">
      <button
        type="button"
        class={className}
        onClick={onClick}
        aria-describedby={micros === undefined ? undefined : id}
      >
        {children}
      </button>
      {micros !== undefined && (
        <>
          {' '}
          <span id={id} class="app-note">
            {t('tabs_price', formatUsd(micros))}
          </span>
        </>
      )}
    </p>
  );
}
