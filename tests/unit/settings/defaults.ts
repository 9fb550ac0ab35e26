import { settingsSchema, type Settings } from '@/utils/contract/settings-schema';

/** Scout's settings before the user changes any: what the schema gives for nothing stored (settings-schema.ts keeps its own
 * copy module-private, as only tests would read an exported one). */
export const DEFAULT_SETTINGS: Settings = settingsSchema().parse({});
