/**
 * The production Chrome build as the store gets it (`wxt zip`), measured: its sizes (sizes.ts) and where the worker's
 * and the in-page script's bytes go (modules.ts). Shared by `npm run bench` (run.ts) and `npm run bench:sizes`
 * (sizes-only.ts), which prints the same figures without the timed runs: sizes are deterministic, so they can be
 * measured on a busy machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { IN_PAGE_FILE, measureSizes, WORKER_FILE } from './sizes';
import { moduleShares } from './modules';

export function measureStoreBuild(out: string) {
  const report = path.join(out, 'modules.json');
  fs.rmSync(report, { force: true });
  execFileSync('npx', ['wxt', 'zip'], { stdio: 'ignore', env: { ...process.env, SCOUT_MODULE_REPORT: report } });
  const zip = fs.readdirSync(out).find((file) => file.endsWith('-chrome.zip'));
  if (!zip) throw new Error('wxt zip wrote no Chrome zip');
  const sizes = measureSizes(path.join(out, 'chrome-mv3'), path.join(out, zip));
  const gzip = { [WORKER_FILE]: sizes.background_gzip_kb, [IN_PAGE_FILE]: sizes.content_script_gzip_kb };
  return { sizes, modules: moduleShares(report, process.cwd(), gzip) };
}
