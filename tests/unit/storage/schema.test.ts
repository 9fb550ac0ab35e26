/**
 * Users update from one store version to the next: what 0.1.0 kept in storage.local must be found intact by this
 * version, through the background's own install/update listener, and a later layout must be reached by migration
 * steps that never lose what they do not name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { prepareFakeBackground } from '../background/fake-background';
import background from '@/entrypoints/background';
import { accountView } from '@/utils/worker/services/account';
import { readAnswersKey, readKey } from '@/utils/worker/services/key';
import { readSettings } from '@/utils/worker/settings/service';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { LOCAL } from '@/utils/worker/storage/items';
import { runMigrations } from '@/utils/worker/storage/migrations';
import { STORAGE_0_1_0 } from '../../fixtures/storage-0.1.0';

const local = () => fakeBrowser.storage.local.get(null);
const copy = <T>(value: T): T => structuredClone(value) as T;
/** The bare names of every `storage.local` key, as items.ts names them. */
const LOCAL_KEYS: readonly string[] = Object.values(LOCAL).map((key) => key.slice('local:'.length));

beforeEach(() => {
  fakeBrowser.reset();
});

describe('an update from 0.1.0', () => {
  beforeEach(() => {
    prepareFakeBackground();
  });

  it('finds every key and setting 0.1.0 stored, and stamps the layout version', async () => {
    await fakeBrowser.storage.local.set(copy(STORAGE_0_1_0));
    await fakeBrowser.storage.session.set({ lastSearch: { q: 'kept for this session' } });
    background.main();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', previousVersion: '0.1.0' });
    // Layout 1: there are no migration steps yet (utils/worker/storage/schema.ts).
    await vi.waitFor(async () => expect((await local()).schemaVersion).toBe(1));
    await vi.waitFor(async () => expect((await fakeBrowser.storage.session.get('setUpDone')).setUpDone).toBe(true));

    expect(await local()).toEqual({ ...STORAGE_0_1_0, schemaVersion: 1 });
    // The session keeps its last search; the set-up's mark is all that was added (utils/worker/background/set-up.ts).
    expect(await fakeBrowser.storage.session.get(null)).toEqual({
      lastSearch: { q: 'kept for this session' },
      setUpDone: true,
    });
    // Read back through the code that uses them: nothing fell back to a default.
    // Settings added since (the toolbar choice, history) take their defaults beside them.
    expect(await readSettings()).toEqual({ ...DEFAULT_SETTINGS, ...STORAGE_0_1_0.settings });
    expect(await readKey()).toBe(STORAGE_0_1_0.apiKey);
    expect(await readAnswersKey()).toBe(STORAGE_0_1_0.answersKey);
    expect(await accountView()).toMatchObject({
      key: { set: true, hint: '…xyzw' },
      answersKey: { set: true, hint: '…abcd' },
      capabilities: STORAGE_0_1_0.capabilities,
      rate: STORAGE_0_1_0.lastRate,
    });
  });

  it('and a second update (or a reinstall over it) leaves it as it is', async () => {
    await fakeBrowser.storage.local.set({ ...copy(STORAGE_0_1_0), schemaVersion: 1 });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    expect(await runMigrations(fakeBrowser.storage.local, [])).toBe('current');
    expect(set).not.toHaveBeenCalled();
    expect(await local()).toEqual({ ...STORAGE_0_1_0, schemaVersion: 1 });
  });
});

describe('the keys of storage.local (items.ts LOCAL)', () => {
  it('lists every storage.local item the code defines', () => {
    const root = path.resolve('utils');
    const defined = new Set<string>();
    for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]local:(\w+)['"`]/g))
        defined.add(match[1]!);
    }
    expect(defined.size).toBeGreaterThan(0);
    expect([...defined].filter((key) => !LOCAL_KEYS.includes(key))).toEqual([]);
  });

  it('are the keys 0.1.0 stored, the version, and the keys 0.2.0 adds (the Autosuggest key, the history, the spending ledger and its settings, the site ranking: absent means none, so no step)', () => {
    expect([...LOCAL_KEYS].sort()).toEqual(
      [
        ...Object.keys(STORAGE_0_1_0),
        'schemaVersion',
        'suggestKey',
        'history',
        'spending',
        'spendingSettings',
        'siteRanking',
      ].sort(),
    );
  });
});
