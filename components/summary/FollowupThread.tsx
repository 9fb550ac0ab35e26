/**
 * Follow-ups under a finished AI answer (docs/decisions/follow-ups.md): the thread as a conversation, each answer with
 * its own sources and cost; a "Follow-up question" box (Enter sends: a billed answer, its price shown beside the box
 * before); "New topic", which forgets the thread; and "Copy", which copies the whole thread as Markdown.
 */
import { useId, useState } from 'preact/hooks';
import type { FollowupTurn } from '@/utils/contract/followup-schema';
import type { SummaryView } from '@/utils/contract/view-schemas';
import { MAX_FOLLOWUP_CHARS } from '@/utils/ui-safe/followups';
import { t } from '@/utils/ui-safe/i18n';
import { formatUsd } from '@/utils/ui-safe/spending';
import { useFollowups } from '../streams/followups';
import { ErrorRemedy } from '../errors/ErrorRemedy';
import { below, Heading, type Level } from '../common/Heading';
import { AnswerCost } from './AnswerCost';
import { CopyAnswer } from './CopyAnswer';
import { SummaryBlocks } from './SummaryBlocks';
import { SummarySources } from './SummarySources';
import { threadMarkdown } from './thread-markdown';

export interface FollowupThreadProps {
  /** Mount with `key={searchId}`. */
  searchId: string;
  /** The finished answer the thread follows. */
  first: SummaryView;
  /** The most a follow-up costs, in micro-dollars, where the page may ask (spending.summary: extension pages). */
  priceMicros?: number;
  /** Sends only when the event may (the in-page panel's click guard); by default at once. */
  guard?: (event: Event, send: () => void) => void;
  headingLevel: Level;
  /** "Copy" (extension pages only: see SummaryCard). */
  copy?: boolean;
  noteClass: string;
}

const sendAtOnce = (_event: Event, send: () => void) => send();

export function FollowupThread(props: FollowupThreadProps) {
  const { searchId, first, priceMicros, guard = sendAtOnce, headingLevel, copy = false, noteClass } = props;
  const { question, turns, streaming, error, ask, newTopic } = useFollowups(searchId);
  const [text, setText] = useState('');
  const inputId = useId();
  const priceId = useId();
  const submit = (event: Event) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '' || streaming) return;
    guard(event, () => {
      ask(typed);
      setText('');
    });
  };
  return (
    <div class="scout-followups">
      {turns.map((turn) => (
        <Turn key={turn.askId} turn={turn} headingLevel={headingLevel} noteClass={noteClass} />
      ))}
      {error && <ErrorRemedy error={error} />}
      <form class="scout-followup-form" onSubmit={submit}>
        <label for={inputId}>{t('followupLabel')}</label>{' '}
        <input
          id={inputId}
          type="text"
          value={text}
          maxLength={MAX_FOLLOWUP_CHARS}
          autocomplete="off"
          aria-describedby={priceMicros === undefined ? undefined : priceId}
          onInput={(event) => setText(event.currentTarget.value)}
        />{' '}
        <button type="submit" disabled={streaming}>
          {t('followupAsk')}
        </button>
        {priceMicros !== undefined && (
          <span id={priceId} class={noteClass}>
            {' '}
            {t('followupPrice', formatUsd(priceMicros))}
          </span>
        )}
      </form>
      <p class="scout-followup-actions">
        <button type="button" onClick={newTopic} disabled={streaming || turns.length === 0}>
          {t('newTopic')}
        </button>
      </p>
      {copy && !streaming && (
        <CopyAnswer
          summary={first}
          markdown={threadMarkdown({ question, summary: first }, turns, t('summarySourcesHeading'))}
        />
      )}
    </div>
  );
}

function Turn({ turn, headingLevel, noteClass }: { turn: FollowupTurn; headingLevel: Level; noteClass: string }) {
  const running = turn.status === 'running';
  const { summary } = turn;
  return (
    <section class="scout-followup-turn" aria-busy={running}>
      <Heading level={headingLevel}>
        <bdi>{turn.question}</bdi>
      </Heading>
      {turn.leftOut > 0 && <p class={noteClass}>{t('followupLeftOut', String(turn.leftOut))}</p>}
      {summary && <SummaryBlocks blocks={summary.blocks} />}
      {running && (
        <p class="scout-status" role="status">
          {t('summaryStreaming')}
        </p>
      )}
      {summary && (
        <SummarySources citations={summary.citations} sources={summary.sources} headingLevel={below(headingLevel)} />
      )}
      <AnswerCost summary={summary} streaming={running} class={noteClass} />
      {turn.error && <ErrorRemedy error={turn.error} />}
    </section>
  );
}
