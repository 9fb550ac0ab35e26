/**
 * A page of the News, Videos or Images tab: the search's query and the filters that apply to the vertical over the
 * settings (freshness for news and videos; images SafeSearch off|strict only), one billed call at most (cached like a
 * web search, for the settings' cache time), mapped to the tab's view.
 */
import type { Asker } from '@/utils/worker/api/endpoints/meter';
import type { VerticalParams } from '@/utils/worker/api/endpoints/vertical-search';
import type { SearchRequest } from '@/utils/contract/search-request';
import type { Settings } from '@/utils/contract/settings-schema';
import type { VerticalView } from '@/utils/contract/vertical-schema';
import { imagesSafesearch, takesFreshness, type Vertical } from '@/utils/ui-safe/verticals';
import { locationHints } from '@/utils/ui-safe/settings/location';
import { mapVertical } from '@/utils/worker/view/map-vertical';
import type { ApiAccess } from './api-access';
import { cacheTtlMs } from './search';
import { gogglesOf } from './search-params';
import { rankingGoggle } from './ranking';

/** News and videos a page: the API's default. Images: one answer is the whole tab (no `offset`), 100 of up to 200. */
const COUNT: Record<Vertical, number> = { news: 20, videos: 20, images: 100 };

/** @internal Exported for the tests alone (tests/unit/services/vertical-search.test.ts). */
export function verticalParams(vertical: Vertical, request: SearchRequest, settings: Settings, ranking?: string) {
  const { filters } = request;
  const wanted = filters.safesearch ?? settings.safesearch;
  const images = vertical === 'images' ? imagesSafesearch(wanted) : undefined;
  // A hosted Goggle removed in the options since is dropped here; the web search refuses it (search-params.ts).
  const goggles = gogglesOf(request, ranking).filter(
    (goggle) => goggle === ranking || settings.goggles.includes(goggle),
  );
  const params: VerticalParams = {
    q: request.q,
    count: COUNT[vertical],
    country: filters.country ?? settings.country,
    search_lang: filters.searchLang ?? settings.searchLang,
    ui_lang: settings.uiLang,
    safesearch: images?.safesearch ?? wanted,
    ...(vertical !== 'images' && request.page > 0 && { offset: request.page }),
    ...(takesFreshness(vertical) && filters.freshness && { freshness: filters.freshness }),
    ...(request.exact && { spellcheck: false }),
    ...(vertical !== 'images' && goggles.length > 0 && { goggles }),
  };
  return { params, safesearchRaised: images?.raised ?? false };
}

export async function runVertical(
  access: ApiAccess,
  vertical: Vertical,
  request: SearchRequest,
  how: { cacheOnly?: boolean; signal?: AbortSignal; asker?: Asker } = {},
): Promise<VerticalView | null> {
  const [{ client, settings, keyRead }, ranking] = await Promise.all([access.open(), rankingGoggle()]);
  const { params, safesearchRaised } = verticalParams(vertical, request, settings, ranking);
  const location = locationHints(settings);
  const answer = how.cacheOnly
    ? await client.cachedVerticalSearch(vertical, params, { location, keyRead })
    : await client.verticalSearch(vertical, params, {
        ttlMs: cacheTtlMs(settings),
        location,
        keyRead,
        signal: how.signal,
        asker: how.asker,
      });
  if (!answer) return null;
  const page = vertical === 'images' ? 0 : request.page;
  return mapVertical(vertical, answer.data, { page, fromCache: answer.fromCache, safesearchRaised });
}
