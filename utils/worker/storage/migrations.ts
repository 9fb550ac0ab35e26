/**
 * How schema.ts's steps run over `storage.local` (injected, so tests run it on any steps): from the stored layout's
 * version (none found means 1) up to the last step. Nothing is ever cleared: a step that fails leaves storage as it
 * was, keys a step does not name are kept, and a layout newer than the steps know is left alone.
 */
import type { browser } from 'wxt/browser';
import type { LOCAL } from './items';

type NameOf<Key> = Key extends `local:${infer Name}` ? Name : never;
const VERSION_KEY = 'schemaVersion' satisfies NameOf<(typeof LOCAL)[keyof typeof LOCAL]>;

/** What a step writes and removes, from every item in `storage.local` as the previous layout left it. */
interface MigrationStep {
  set?: Record<string, unknown>;
  remove?: string[];
}
export type Migration = (items: Record<string, unknown>) => MigrationStep;

type MigrationOutcome = 'current' | 'migrated' | 'newer' | 'failed';

type LocalArea = Pick<typeof browser.storage.local, 'get' | 'set' | 'remove'>;

/**
 * Runs the steps from the stored layout's version up to the last (`migrations[n - 1]` takes layout n to n + 1).
 * Everything is written in one call (the browser keeps all of it or none), the version with it; removals come only
 * after.
 */
export async function runMigrations(area: LocalArea, migrations: readonly Migration[]): Promise<MigrationOutcome> {
  const target = 1 + migrations.length;
  try {
    // The usual case, once per browser session (utils/worker/background/set-up.ts): one key read, not the whole area.
    if ((await area.get(VERSION_KEY))[VERSION_KEY] === target) return 'current';
    const items = await area.get(null);
    const stored = items[VERSION_KEY] ?? 1;
    if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1) return 'failed';
    if (stored > target) return 'newer';
    if (items[VERSION_KEY] === target) return 'current';
    let current = { ...items };
    const removed = new Set<string>();
    for (const migrate of migrations.slice(stored - 1)) {
      const step = migrate(structuredClone(current));
      for (const key of step.remove ?? []) {
        delete current[key];
        removed.add(key);
      }
      for (const key of Object.keys(step.set ?? {})) removed.delete(key);
      current = { ...current, ...step.set };
    }
    const changed = Object.entries(current).filter(([key, value]) => items[key] !== value);
    await area.set({ ...Object.fromEntries(changed), [VERSION_KEY]: target });
    if (removed.size > 0) await area.remove([...removed]);
    return stored === target ? 'current' : 'migrated';
  } catch {
    return 'failed';
  }
}
