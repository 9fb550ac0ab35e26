/**
 * The layout of what Scout keeps in `storage.local` carries a version, so that an update from one store version to
 * the next migrates the user's keys and settings instead of losing them. Version 1 is the layout of 0.1.0, which
 * stored no version (none found means 1), and of 0.2.0. A new layout raises SCHEMA_VERSION and adds its step to
 * MIGRATIONS; readers must also read the previous layout until the step has run (the background runs it on install
 * and update, `runtime.onInstalled`, while a message may already be waiting). Nothing is ever cleared: a step that
 * fails leaves storage as it was (tried again at the next update), keys a step does not name are kept, and a layout
 * newer than this code knows (an older Scout installed over a newer one) is left alone. `storage.session` needs no
 * migration: the browser empties it when the extension is updated.
 */
import { browser } from 'wxt/browser';
import { LOCAL } from './items';

/**
 * Every key Scout keeps in `storage.local`, as named in utils/worker/storage/items.ts (the keys, settings, what the plan
 * includes, the last rate-limit figures, the history and this version). tests/unit/storage/schema.test.ts fails on a
 * `local:` item the code defines anywhere else.
 */
type NameOf<Key> = Key extends `local:${infer Name}` ? Name : never;
type LocalName = NameOf<(typeof LOCAL)[keyof typeof LOCAL]>;
export const LOCAL_KEYS: readonly LocalName[] = Object.values(LOCAL).map(
  (key) => key.slice('local:'.length) as LocalName,
);

const VERSION_KEY = 'schemaVersion' satisfies LocalName;

/** What a step writes and removes, from every item in `storage.local` as the previous layout left it. */
interface MigrationStep {
  set?: Record<string, unknown>;
  remove?: string[];
}
type Migration = (items: Record<string, unknown>) => MigrationStep;

/** MIGRATIONS[n - 1] takes layout n to layout n + 1. None yet: 0.2.0 keeps 0.1.0's layout. */
const MIGRATIONS: readonly Migration[] = [];
export const SCHEMA_VERSION = 1 + MIGRATIONS.length;

type MigrationOutcome = 'current' | 'migrated' | 'newer' | 'failed';

type LocalArea = Pick<typeof browser.storage.local, 'get' | 'set' | 'remove'>;

/**
 * Runs the steps from the stored layout's version up to the last. Everything is written in one call (the browser keeps
 * all of it or none), the version with it; removals come only after.
 */
export async function runMigrations(area: LocalArea, migrations: readonly Migration[]): Promise<MigrationOutcome> {
  const target = 1 + migrations.length;
  try {
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

/** Brings `storage.local` to this version's layout: on install and on every update. */
export const migrateLocalStorage = (): Promise<MigrationOutcome> => runMigrations(browser.storage.local, MIGRATIONS);
