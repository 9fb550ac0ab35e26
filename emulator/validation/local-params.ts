import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';
import { SEARCH_LANGS, UI_LANGS, UNITS, type Units } from './enums';
import { LOCAL_IDS_MAX, LOCAL_IDS_SEPARATOR } from '../assumptions';

interface LocalParams {
  /** Distinct ids in request order (A6). */
  ids: string[];
  searchLang: string;
  uiLang: string;
  units: Units;
}

export type LocalParamsResult = { ok: true; params: LocalParams } | { ok: false; issues: ValidationIssue[] };

/**
 * /local/pois and /local/descriptions: `ids` repeated (docs/api-reference.md §3.1), each value also split on commas
 * as the npm `brave-search` client joins them (A6); 1–20 ids in all, empty ones left out.
 */
export function readLocalParams(source: ParamSource): LocalParamsResult {
  const read = new FieldReader(source);
  const ids = source
    .all('ids')
    .flatMap((value) => value.split(LOCAL_IDS_SEPARATOR))
    .filter((id) => id !== '');
  if (ids.length === 0) read.missing('ids');
  if (ids.length > LOCAL_IDS_MAX) {
    read.add(
      'ids',
      'too_long',
      `List should have at most ${LOCAL_IDS_MAX} items after validation, not ${ids.length}`,
      ids,
      {
        field_type: 'List',
        max_length: LOCAL_IDS_MAX,
        actual_length: ids.length,
      },
    );
  }
  const searchLang = read.choice('search_lang', SEARCH_LANGS, 'en');
  const uiLang = read.choice('ui_lang', UI_LANGS, 'en-US');
  const units = read.choice('units', UNITS, 'metric');
  if (read.issues.length > 0) return { ok: false, issues: read.issues };
  return { ok: true, params: { ids: [...new Set(ids)], searchLang, uiLang, units } };
}
