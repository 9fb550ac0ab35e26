/**
 * Fills in the places a search found: /local/pois and /local/descriptions, in batches of at most 20 ids, all
 * batches at once (the scheduler keeps them within the plan's rate), each sent to the UI as soon as it arrives; the
 * UI merges them into the search's order by id (components/streams/places.ts).
 */
import type { PlacesEvent } from '@/utils/contract/view-schemas';
import { isApiError } from '@/utils/worker/api/errors';
import { ServiceError } from './service-error';
import type { LocalPoisParams } from '@/utils/worker/api/endpoints/params';
import type { Settings } from '@/utils/contract/settings-schema';
import { coordinateHints, locationHints } from '@/utils/ui-safe/settings/location';
import { descriptionsById, mapPlaces } from '@/utils/worker/view/map-place';
import type { ApiAccess } from './api-access';
import { noteCapabilities } from './capabilities';
import { readSearchRecord } from './search-records';
import { cacheTtlMs, type PlacesFound } from './search';
import { startShared, takeShared } from './places-share';
import type { Asker } from '@/utils/worker/api/endpoints/meter';

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

async function fillPlaces(
  { client, settings, keyRead }: PlacesFound['opened'],
  placeIds: readonly string[],
  emit: (event: PlacesEvent) => void,
  signal?: AbortSignal,
  asker?: Asker,
): Promise<void> {
  const ttlMs = cacheTtlMs(settings) || 60_000;
  // The coordinates give each place its `distance`; without them the cards simply show none.
  const location = coordinateHints(locationHints(settings));
  let failed = false;
  // The details are cached once every batch was sent to the UI, not as each arrives: those writes (JSON text of each
  // place, and the store's copy of it) took the worker's thread between one batch and the next. A look-up of the same
  // places meanwhile waits for them (utils/worker/api/endpoints/local-lookup.ts).
  let sent = () => {};
  const keepAfter = new Promise<void>((resolve) => (sent = resolve));
  const batch = async (ids: string[]) => {
    const [pois, descriptions] = await Promise.allSettled([
      client.localPois(ids, localParams(settings), { signal, ttlMs, location, keyRead, keepAfter, asker }),
      client.localDescriptions(ids, { signal, ttlMs, keyRead, keepAfter, asker }),
    ]);
    if (pois.status === 'rejected') {
      failed = true;
      if (isApiError(pois.reason) && pois.reason.kind === 'notInPlan') await noteCapabilities({ places: false });
      throw pois.reason;
    }
    // A description is a bonus: the card still fills in without it.
    const texts =
      descriptions.status === 'fulfilled' ? descriptionsById(descriptions.value.data) : new Map<string, string>();
    // After an error nothing more is sent: the stream has ended with it.
    if (!failed)
      emit({ type: 'places', places: mapPlaces(pois.value.data.results, { descriptions: texts, enriched: true }) });
  };
  try {
    await Promise.all(batches([...new Set(placeIds)], PLACES_BATCH).map(batch));
    emit({ type: 'done' });
  } finally {
    sent();
  }
}

/**
 * Starts a search's places before the UI asks: for the answer the UI is about to show with its places section (it
 * opens the stream for it once that answer is painted), never for one whose places it does not show. With the client
 * and settings the search opened. `until`: aborted if that answer never leaves (a newer search replaced it, or it
 * failed), which ends the run unless a stream took it.
 */
export function prefetchPlaces({ searchId, placeIds, opened, asker }: PlacesFound, until: AbortSignal): void {
  // The query stays with the search's own entry: the places' entries name only the surface.
  const surface = asker && { surface: asker.surface };
  startShared(searchId, (emit, signal) => fillPlaces(opened, placeIds, emit, signal, surface), until);
}

export async function enrichPlaces(
  access: ApiAccess,
  searchId: string,
  emit: (event: PlacesEvent) => void,
  signal?: AbortSignal,
  asker?: Asker,
): Promise<void> {
  const started = takeShared(searchId, emit, signal);
  if (started) return started;
  const record = await readSearchRecord(searchId);
  if (!record) throw new ServiceError('searchGone');
  await fillPlaces(await access.open(), record.placeIds, emit, signal, asker);
}
