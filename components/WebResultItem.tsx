/** One web result: the title as the link, the address with favicon, age, description and extra snippets. */
import type { WebResultView } from '@/utils/view/types';
import { safeHttpUrl, safeImageUrl } from '@/utils/richtext/links';
import { EXTERNAL_LINK, RichText } from './RichText';

/** Only a plausible language tag becomes a `lang` attribute. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export function WebResultItem({ result }: { result: WebResultView }) {
  const href = safeHttpUrl(result.url);
  const favicon = safeImageUrl(result.faviconUrl);
  const title = <RichText nodes={result.title} />;
  return (
    <li class="scout-result" lang={result.language && LANGUAGE_TAG.test(result.language) ? result.language : undefined}>
      {href === undefined ? (
        <span class="scout-result-title">{title}</span>
      ) : (
        <a class="scout-result-title" href={href} {...EXTERNAL_LINK}>{title}</a>
      )}
      <div class="scout-result-meta">
        {favicon && <img class="scout-favicon" src={favicon} alt="" width={16} height={16} loading="lazy" referrerpolicy="no-referrer" />}
        <bdi class="scout-result-url">{result.displayUrl}</bdi>
        {result.age && <span class="scout-result-age">{result.age}</span>}
      </div>
      {result.description.length > 0 && (
        <p class="scout-result-description"><RichText nodes={result.description} /></p>
      )}
      {result.extraSnippets.length > 0 && (
        <ul class="scout-result-extra">
          {result.extraSnippets.map((snippet, i) => (
            <li key={i}><RichText nodes={snippet} /></li>
          ))}
        </ul>
      )}
    </li>
  );
}
