import { settingsItem } from '@/utils/storage/items';
import { repairSettings, settingsPatchSchema, type Settings, type SettingsPatch } from './schema';

export async function readSettings(): Promise<Settings> {
  return repairSettings(await settingsItem.getValue());
}

/** Applies a validated patch; an invalid one throws (the router turns it into a typed error). */
export async function updateSettings(patch: SettingsPatch): Promise<Settings> {
  const next = repairSettings({ ...(await readSettings()), ...settingsPatchSchema.parse(patch) });
  await settingsItem.setValue(next);
  return next;
}
