/**
 * Fills in the places a search found: /local/pois and /local/descriptions, in batches of at most 20 ids, each
 * batch sent to the UI as soon as it arrives. The scheduler spaces the calls to the plan's rate.
 */
import type { PlacesEvent } from '@/utils/worker/view/schemas';
import { isApiError } from '@/utils/worker/api/errors';
import { ServiceError } from './service-error';
import type { LocalPoisParams } from '@/utils/worker/api/params';
import type { Settings } from '@/utils/worker/settings/schema';
import { coordinateHints, locationHints } from '@/utils/ui-safe/settings/location';
import { descriptionsById, mapPlaces } from '@/utils/worker/view/map-place';
import type { ApiAccess } from './api-access';
import { noteCapabilities } from './capabilities';
import { readSearchRecord } from './search-records';
import { cacheTtlMs } from './search';

const PLACES_BATCH = 20;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const localParams = (settings: Settings): LocalPoisParams => ({
  search_lang: settings.searchLang,
  ui_lang: settings.uiLang,
  ...(settings.units !== 'auto' && { units: settings.units }),
});

export async function enrichPlaces(
  access: ApiAccess,
  searchId: string,
  emit: (event: PlacesEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const record = await readSearchRecord(searchId);
  if (!record) throw new ServiceError('searchGone');
  const { client, settings } = await access.open();
  const ttlMs = cacheTtlMs(settings) || 60_000;
  // The coordinates give each place its `distance`; without them the cards simply show none.
  const location = coordinateHints(locationHints(settings));
  for (const ids of batches([...new Set(record.placeIds)], PLACES_BATCH)) {
    const [pois, descriptions] = await Promise.allSettled([
      client.localPois(ids, localParams(settings), { signal, ttlMs, location }),
      client.localDescriptions(ids, { signal, ttlMs }),
    ]);
    if (pois.status === 'rejected') {
      if (isApiError(pois.reason) && pois.reason.kind === 'notInPlan') await noteCapabilities({ places: false });
      throw pois.reason;
    }
    // A description is a bonus: the card still fills in without it.
    const texts =
      descriptions.status === 'fulfilled' ? descriptionsById(descriptions.value.data) : new Map<string, string>();
    emit({ type: 'places', places: mapPlaces(pois.value.data.results, { descriptions: texts, enriched: true }) });
  }
  emit({ type: 'done' });
}
