/**
 * One web result: the title as the link, the address with favicon, age, an "Adult content" badge, a thumbnail the
 * text wraps around, the description, extra snippets and the site's further pages (sitelinks).
 */
import type { WebResultView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { Favicon } from './Favicon';
import { ItemDescription } from './ItemDescription';
import { EXTERNAL_LINK, RichText } from '../common/RichText';
import { ItemTitle } from './ItemTitle';
import { Thumb } from './Thumb';
import type { ComponentType } from 'preact';
import { pure } from '../common/pure';
import { hostOfUrl } from '@/utils/ui-safe/ranking/host';

/** Only a plausible language tag becomes a `lang` attribute. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

function DeepLinks({ links }: { links: WebResultView['deepLinks'] }) {
  // Older views (a cached search from before sitelinks) have none.
  const safe = (links ?? []).filter((link) => safeHttpUrl(link.url) !== undefined);
  if (safe.length === 0) return null;
  return (
    <ul class="scout-deeplinks" aria-label={t('webSitelinks')}>
      {safe.map((link) => (
        <li key={link.url}>
          <a href={safeHttpUrl(link.url)} {...EXTERNAL_LINK}>
            <bdi>{link.title}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}

interface WebResultItemProps {
  result: WebResultView;
  /**
   * The end of the meta line, for the result's site: the app passes the site's menu (components/ranking/SiteActions.tsx),
   * the in-page panel nothing (it may not change the ranking, and its bundle stays without it).
   */
  Actions?: ComponentType<{ host: string | undefined }>;
}

/** Drawn again only when its result changed (pure.ts): a block or a rule elsewhere leaves it as it is. */
export const WebResultItem = pure(function WebResultItem({ result, Actions }: WebResultItemProps) {
  const site = hostOfUrl(result.url);
  return (
    <li
      class="scout-result scout-has-thumb"
      data-site={site}
      lang={result.language && LANGUAGE_TAG.test(result.language) ? result.language : undefined}
    >
      <Thumb src={result.thumbnail} width={96} height={72} class="scout-thumb-side" />
      <ItemTitle title={result.title} url={result.url} />
      <div class="scout-result-meta">
        <Favicon src={result.faviconUrl} />
        <bdi class="scout-result-url">{result.displayUrl}</bdi>
        {result.age && <span class="scout-result-age">{result.age}</span>}
        {result.adult && <span class="scout-badge scout-badge-warn">{t('adultBadge')}</span>}
        {Actions && <Actions host={site} />}
      </div>
      <ItemDescription nodes={result.description} />
      {result.extraSnippets.length > 0 && (
        <ul class="scout-result-extra">
          {result.extraSnippets.map((snippet, i) => (
            <li key={i}>
              <RichText nodes={snippet} />
            </li>
          ))}
        </ul>
      )}
      <DeepLinks links={result.deepLinks} />
    </li>
  );
});
