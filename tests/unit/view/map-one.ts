/**
 * One place or one web result mapped as the services map them: through mapPlaces and mapWebResults, a list of one
 * (its first item, index 0). The single-item mappers are module-private: only tests would call exported ones.
 */
import { mapPlaces } from '@/utils/worker/view/map-place';
import { mapWebResults } from '@/utils/worker/view/map-web';
import type { PlaceView, WebResultView } from '@/utils/contract/view-schemas';
import type { parsedPlace, webResult } from './parsed';

type PlaceOptions = NonNullable<Parameters<typeof mapPlaces>[1]>;

/** `description`: the place's Markdown, attached by its id as descriptionsById() gives it to mapPlaces. */
export function mapOnePlace(
  place: ReturnType<typeof parsedPlace>,
  { description, ...options }: Omit<PlaceOptions, 'descriptions'> & { description?: string } = {},
): PlaceView {
  if (description !== undefined && place.id === undefined) throw new Error('a description needs the place’s id');
  const descriptions = description === undefined ? undefined : new Map([[place.id!, description]]);
  return mapPlaces([place], { ...options, descriptions })[0]!;
}

export const mapOneWebResult = (
  result: ReturnType<typeof webResult>,
  options?: Parameters<typeof mapWebResults>[1],
): WebResultView => mapWebResults({ web: { type: 'search', results: [result] } }, options)[0]!;
