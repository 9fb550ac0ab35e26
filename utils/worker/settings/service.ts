import { settingsItem } from '@/utils/worker/storage/items';
import { repairSettings, settingsPatchSchema, type Settings, type SettingsPatch } from '../../contract/settings-schema';

export async function readSettings(): Promise<Settings> {
  return repairSettings(await settingsItem.getValue());
}

/**
 * Applies a validated patch; an invalid one throws (the router turns it into a typed error). What was learned at one
 * API address (a proxy's answers, its plan) is not another's: `onApiChange` forgets it once the address has changed,
 * as a key change does (utils/worker/services/key.ts).
 */
export async function updateSettings(
  patch: SettingsPatch,
  onApiChange: () => Promise<void> = async () => {},
): Promise<Settings> {
  const before = await readSettings();
  const next = repairSettings({ ...before, ...settingsPatchSchema().parse(patch) });
  await settingsItem.setValue(next);
  if (next.apiBaseUrl !== before.apiBaseUrl) await onApiChange();
  return next;
}
