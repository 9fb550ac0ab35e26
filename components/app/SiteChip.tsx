/**
 * "This site (host)": narrows the query in the box to the site of the tab the user is on, by adding `site:<host>` to
 * it (utils/ui-safe/query/site.ts), shown in the box and editable there; pressed again, it takes it out. It only edits the
 * text and focuses the box: nothing is searched (and billed) until the user submits.
 */
import { t } from '@/utils/ui-safe/i18n';
import { hasSite, withoutSite, withSite } from '@/utils/ui-safe/query/site';

export interface SiteChipProps {
  host: string;
  text: string;
  onText: (text: string) => void;
  /** Puts the focus back in the search box, after the text. */
  focusBox: () => void;
}

export function SiteChip({ host, text, onText, focusBox }: SiteChipProps) {
  const pressed = hasSite(text, host);
  return (
    <button
      type="button"
      class="scout-chip"
      aria-pressed={pressed}
      onClick={() => {
        onText(pressed ? withoutSite(text) : withSite(text, host));
        focusBox();
      }}
    >
      <bdi>{t('siteChip', host)}</bdi>
    </button>
  );
}
