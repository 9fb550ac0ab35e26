/**
 * The `vertical.search` message (protocol.ts): one page of a results tab's News, Videos or Images, asked with the
 * search's own query and filters (search-request.ts), and what comes back. Types derived here; UIs import them only.
 */
import { z } from 'zod/mini';
import { VERTICALS } from '@/utils/ui-safe/verticals';
import { onFirstUse } from './on-first-use';
import { searchRequestSchema } from './search-request';
import { verticalItemSchemas } from './view-schemas';

export const verticalRequestSchema = onFirstUse(() =>
  z.strictObject({
    vertical: z.enum(VERTICALS),
    search: searchRequestSchema(),
    /**
     * From Scout's cache alone, or null: what a results tab's URL shows before the user asks (reload, Back), never a
     * request (docs/security-plan.md A13).
     */
    cacheOnly: z.optional(z.literal(true)),
  }),
);

export const verticalViewSchema = onFirstUse(() => {
  const items = verticalItemSchemas();
  const shape = {
    page: z.number(),
    moreResults: z.boolean(),
    fromCache: z.boolean(),
    /** Images asked with SafeSearch `strict` where the search said `moderate` (they know no `moderate`). */
    safesearchRaised: z.optional(z.literal(true)),
  };
  return z.discriminatedUnion('vertical', [
    z.object({ ...shape, vertical: z.literal('news'), items: z.array(items.news) }),
    z.object({ ...shape, vertical: z.literal('videos'), items: z.array(items.videos) }),
    z.object({ ...shape, vertical: z.literal('images'), items: z.array(items.images) }),
  ]);
});

export type VerticalView = z.output<ReturnType<typeof verticalViewSchema>>;
