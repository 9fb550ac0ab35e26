/**
 * The layout of what Scout keeps in `storage.local` carries a version, so that an update from one store version to
 * the next migrates the user's keys and settings instead of losing them. Version 1 is the layout of 0.1.0, which
 * stored no version (none found means 1), and of 0.2.0. A new layout adds its step to MIGRATIONS (the version is one
 * more than their count); readers must also read the previous layout until the step has run (the background runs it
 * after install and update, utils/worker/background/set-up.ts, while a message may already be waiting). How steps run, and why
 * nothing is ever lost: migrations.ts. Every key of `storage.local` is named in items.ts (`LOCAL`);
 * tests/unit/storage/schema.test.ts fails on a `local:` item the code defines anywhere else. `storage.session` needs
 * no migration: the browser empties it when the extension is updated.
 */
import { browser } from 'wxt/browser';
import { runMigrations, type Migration } from './migrations';

/** MIGRATIONS[n - 1] takes layout n to layout n + 1. None yet: 0.2.0 keeps 0.1.0's layout. */
const MIGRATIONS: readonly Migration[] = [];

/** Brings `storage.local` to this version's layout: on install and on every update. */
export const migrateLocalStorage = () => runMigrations(browser.storage.local, MIGRATIONS);
