/**
 * "Ask Scout about this page": the question box (default "Summarize this page"), how much of the page's text is sent
 * and the most the question can cost, both known before anything is sent (the text was read and priced when the panel
 * opened: entrypoints/in-page/page-capture.ts). Only the user's own confirmed click asks (guardBilled); the answer
 * streams below, and passages it cites the page for can be shown on the page. A page Scout may not read says why.
 */
import { useId, useState } from 'preact/hooks';
import { ErrorRemedy } from '@/components/errors/ErrorRemedy';
import { SummaryCard } from '@/components/summary/SummaryCard';
import { AnswerCost } from '@/components/summary/AnswerCost';
import { formatNumber } from '@/components/common/format';
import { t } from '@/utils/ui-safe/i18n';
import { formatUsd } from '@/utils/ui-safe/spending';
import type { PageCaptureView } from '@/utils/ui-safe/messaging/panel-link';
import { PAGE_QUESTION_MAX_CHARS, type PageUnreadable } from '@/utils/ui-safe/page-question';
import { guardBilled } from './click-guard';
import { askPage } from './page-link';
import { pagePassages } from './page-passages';
import { usePageAnswer, type PageAsk } from './use-page-answer';

type Captured = Extract<PageCaptureView, { id: string }>;

const WHY = {
  restricted: 'askPage_restricted',
  file: 'askPage_file',
  pdf: 'askPage_pdf',
  empty: 'askPage_empty',
  noAccess: 'askPage_noAccess',
} as const satisfies Record<PageUnreadable, string>;

export function PanelAsk({ page }: { page: PageCaptureView | undefined }) {
  if (!page || 'unreadable' in page)
    return (
      <p class="scout-panel-note" role="status">
        {t(WHY[page?.unreadable ?? 'noAccess'])}
      </p>
    );
  return <AskForm page={page} />;
}

function AskForm({ page }: { page: Captured }) {
  const id = useId();
  const [text, setText] = useState(t('askPage_defaultQuestion'));
  const [asked, setAsked] = useState<PageAsk>();
  const ask = (question: string) => void guardBilled(() => setAsked({ question, ask: crypto.randomUUID() }));
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const question = text.trim();
    // Billed: only a real user's submit, and only one the page did not steer (click-guard.ts).
    if (event.isTrusted && question !== '') ask(question);
  };
  return (
    <>
      <form class="scout-panel-form" onSubmit={onSubmit}>
        <label class="scout-panel-note" for={id}>
          {t('askPage_question')}
        </label>
        <div class="scout-panel-query">
          <input
            id={id}
            type="text"
            value={text}
            maxLength={PAGE_QUESTION_MAX_CHARS}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit">{t('askPage_ask')}</button>
        </div>
        <p class="scout-panel-note">{t('askPage_sent', [formatNumber(page.chars), formatNumber(page.total)])}</p>
        <p class="scout-panel-note scout-panel-price">{t('askPage_price', formatUsd(page.priceMicros))}</p>
      </form>
      {asked && <PageAnswer key={asked.ask} page={page} asked={asked} onRetry={() => ask(asked.question)} />}
    </>
  );
}

function PageAnswer({ page, asked, onRetry }: { page: Captured; asked: PageAsk; onRetry: () => void }) {
  const { summary, streaming, error } = usePageAnswer(page.id, asked);
  return (
    <>
      <SummaryCard summary={summary} streaming={streaming} headingLevel={3} />
      <AnswerCost summary={summary} streaming={streaming} class="scout-panel-note" />
      {!streaming && <Passages passages={pagePassages(summary, page.url)} />}
      {error && <ErrorRemedy error={error} onRetry={onRetry} billedRetry trustedOnly />}
    </>
  );
}

function Passages({ passages }: { passages: string[] }) {
  const [missing, setMissing] = useState<string>();
  if (passages.length === 0) return null;
  const show = async (text: string) => {
    const reply = await askPage({ type: 'passage', text });
    setMissing(reply?.found ? undefined : text);
  };
  return (
    <div class="scout-panel-passages">
      <p class="scout-panel-note">{t('askPage_fromPage')}</p>
      <ul>
        {passages.map((text) => (
          <li key={text}>
            <q>{text}</q>{' '}
            <button type="button" onClick={() => void show(text)}>
              {t('page_showOnPage')}
            </button>
            {missing === text && (
              <p class="scout-panel-note" role="status">
                {t('askPage_notOnPage')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
