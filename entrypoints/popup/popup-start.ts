/**
 * What the popup needs when it opens, all answered locally by the background (nothing billed): the default
 * filters from the options, whether a key is set, and the last search if its answer is still cached.
 */
import { send } from '@/utils/messaging/client';
import type { ResponseOf } from '@/utils/messaging/protocol';
import type { SearchFilters } from '@/utils/view/replies';

export interface PopupStart {
  defaults: SearchFilters;
  /** False only when the background says so; unknown (no answer) counts as set, and a search will tell. */
  keySet: boolean;
  last: ResponseOf<'search.last'>;
  /** The Goggles saved in the options, for the filters. */
  goggles: string[];
}

export async function loadPopupStart(): Promise<PopupStart> {
  const [settings, key, last] = await Promise.all([
    send('settings.get', {}),
    send('key.status', {}),
    send('search.last', {}),
  ]);
  const defaults: SearchFilters = settings.ok
    ? { country: settings.data.country, searchLang: settings.data.searchLang, safesearch: settings.data.safesearch }
    : {};
  const goggles = (settings.ok && settings.data.goggles) || [];
  return {
    defaults,
    keySet: !key.ok || key.data.set,
    last: withSavedGoggle(last.ok ? last.data : null, goggles),
    goggles,
  };
}

/** A Goggle removed in the options since the last search is no longer offered, so its filters drop it too. */
function withSavedGoggle(last: ResponseOf<'search.last'>, goggles: readonly string[]): ResponseOf<'search.last'> {
  const goggle = last?.filters.goggle;
  if (!last || goggle === undefined || goggles.includes(goggle)) return last;
  const { goggle: _dropped, ...filters } = last.filters;
  return { ...last, filters };
}
