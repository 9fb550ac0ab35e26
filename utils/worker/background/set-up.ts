/**
 * What an install, an update and a browser start must leave behind: the right-click menu, the toolbar button's
 * setting, and `storage.local` in this version's layout. The first worker start after each of them does it (the
 * `runtime.onInstalled` and `onStartup` listeners only wake the worker for it) and marks it done in `storage.session`,
 * which the browser empties at each of those moments, once all of it has finished. A worker stopped half-way — the
 * menus removed and not created again, the migration not written — leaves no mark, and the next start does it all
 * again (every step may run twice). Nor does it rest on `runtime.onInstalled` reaching a worker: a worker stopped
 * while the browser installs it loses that event for good (issue 35;
 * utils/ui-safe/messaging/worker-registration.ts).
 * Nothing waits for it: messages are answered beside it (readers also read the previous layout: storage/schema.ts).
 */
import { defineItem } from '@/utils/worker/storage/area';
import { SESSION } from '@/utils/worker/storage/items';
import { migrateLocalStorage } from '@/utils/worker/storage/schema';
import { registerMenus } from './menus';
import { applyToolbarSetting } from './toolbar';

const setUpDone = defineItem<boolean>(SESSION.setUpDone, false);

async function setUpSteps(): Promise<void> {
  const [, , layout] = await Promise.all([registerMenus(), applyToolbarSetting(), migrateLocalStorage()]);
  // Not marked done: the next start tries again (the migration changed nothing: migrations.ts).
  if (layout === 'failed') throw new Error('storage.local keeps its previous layout');
}

/** Once per worker: `steps` unless this session's set-up is marked done; a failed run is tried again on the next call. */
export function createSetUp(steps: () => Promise<void> = setUpSteps): () => Promise<void> {
  let run: Promise<void> | undefined;
  return () =>
    (run ??= (async () => {
      if (await setUpDone.getValue()) return;
      await steps();
      await setUpDone.setValue(true);
    })().catch(() => {
      run = undefined;
    }));
}
