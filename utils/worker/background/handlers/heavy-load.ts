/**
 * Everything behind the API: its client (with the response schemas and the markdown parser), the handlers that search,
 * and the ports that stream places and summaries. entrypoints/background.ts creates them on the first message that
 * needs them, so a worker started for a light message (light.ts) never does.
 */
import { createApiAccess } from '@/utils/worker/services/api-access';
import { apiSuggestions } from '@/utils/worker/services/suggestions';
import type { PolicyContext } from '@/utils/worker/messaging/sender-policy';
import { createHeavyHandlers } from './heavy';
import { createPortHandler } from '../ports';

export function createHeavy(policy: PolicyContext) {
  const access = createApiAccess();
  return {
    handlers: createHeavyHandlers(access),
    onConnect: createPortHandler(access, policy),
    suggestions: (typed: string, signal: AbortSignal) => apiSuggestions(access, typed, signal),
  };
}

export type Heavy = ReturnType<typeof createHeavy>;
