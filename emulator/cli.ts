#!/usr/bin/env node
import { parseCliArgs, USAGE } from './cli-args';
import { createEmulator } from './index';
import { defaultSettings, applySettingsPatch } from './settings';
import { DEMO_PLANS } from './plans';

/** `npx brave-search-emulator --port 8787` (in this repository `npm run emulator -- --port 8787`): serve until
 * SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let options;
  const settings = defaultSettings();
  try {
    options = parseCliArgs(process.argv.slice(2));
    applySettingsPatch(settings, options.settings);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }
  const emulator = await createEmulator({ ...settings, port: options.port, host: options.host });
  process.stdout.write(`brave-search-emulator listening on ${emulator.url}\n`);
  process.stdout.write(`API base URL: ${emulator.baseUrl}\n`);
  process.stdout.write(`Demo keys: ${Object.keys(DEMO_PLANS).join(', ')}\n`);
  process.stdout.write(`Control: ${emulator.url}/__emulator/stats | settings | faults | reset\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping\n`);
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`emulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
