/** The preferences form's model: what the fields hold (text for numbers) and how it becomes a settings patch. */
import { t } from '@/utils/ui-safe/i18n';
import type { RequestOf } from '@/utils/contract/protocol';
import type { Settings } from '@/utils/contract/settings-schema';
import { CACHE_MINUTES, RESULTS_PER_PAGE } from '@/utils/ui-safe/settings/choices';
import { parseWholeNumber } from './validation';

export type Patch = RequestOf<'settings.update'>['patch'];

export interface Draft {
  country: Settings['country'];
  searchLang: Settings['searchLang'];
  uiLang: Settings['uiLang'];
  safesearch: Settings['safesearch'];
  units: Settings['units'];
  resultsPerPage: string;
  cacheMinutes: string;
  askBeforeAnswer: boolean;
  toolbarOpens: Settings['toolbarOpens'];
}

export type Problems = Partial<Record<'resultsPerPage' | 'cacheMinutes', string>>;

export function toDraft(s: Settings): Draft {
  const { country, searchLang, uiLang, safesearch, units, askBeforeAnswer, toolbarOpens } = s;
  return {
    toolbarOpens,
    country,
    searchLang,
    uiLang,
    safesearch,
    units,
    askBeforeAnswer,
    resultsPerPage: String(s.resultsPerPage),
    cacheMinutes: String(s.cacheMinutes),
  };
}

/** A patch of the preference fields (never the base URL), or the problems to show next to the fields. */
export function toPatch(draft: Draft): { ok: true; patch: Patch } | { ok: false; problems: Problems } {
  const resultsPerPage = parseWholeNumber(draft.resultsPerPage, RESULTS_PER_PAGE);
  const cacheMinutes = parseWholeNumber(draft.cacheMinutes, CACHE_MINUTES);
  const problems: Problems = {
    ...(resultsPerPage === undefined && {
      resultsPerPage: t('options_badResultsPerPage', [RESULTS_PER_PAGE.min, RESULTS_PER_PAGE.max]),
    }),
    ...(cacheMinutes === undefined && {
      cacheMinutes: t('options_badCacheMinutes', [CACHE_MINUTES.min, CACHE_MINUTES.max]),
    }),
  };
  if (resultsPerPage === undefined || cacheMinutes === undefined) return { ok: false, problems };
  const { country, searchLang, uiLang, safesearch, units, askBeforeAnswer, toolbarOpens } = draft;
  return {
    ok: true,
    patch: {
      country,
      searchLang,
      uiLang,
      safesearch,
      units,
      askBeforeAnswer,
      toolbarOpens,
      resultsPerPage,
      cacheMinutes,
    },
  };
}
