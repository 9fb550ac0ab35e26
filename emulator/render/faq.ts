import { FAQS } from '../world/faqs';
import { TOPICS, topicPages } from '../world/documents';
import { metaUrl } from './meta-url';
import { htmlText, type SectionContext } from './result-base';
import { SECTION_MAX_RESULTS } from '../assumptions';

/** The `faq` section of a topic (A35): QA items from its pages' FAQ markup; undefined for topics without one. */
export function faqSection(topic: string, context: SectionContext) {
  const seed = FAQS.find((entry) => entry.topic === topic);
  const facts = TOPICS.find((entry) => entry.topic === topic)?.facts ?? [];
  const pages = topicPages(topic);
  const results = (seed?.items ?? []).slice(0, SECTION_MAX_RESULTS.faq).flatMap(([question, factIndex, pageIndex]) => {
    const page = pages[pageIndex];
    const answer = facts[factIndex];
    if (!page || answer === undefined) return [];
    return [
      {
        question: htmlText(question, context),
        answer: htmlText(answer, context),
        title: page.title,
        url: page.url,
        meta_url: metaUrl(page.url, context.origin),
      },
    ];
  });
  return results.length === 0 ? undefined : { type: 'faq', results };
}
