import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { DEMO_BUILD_DIR } from './paths';

/**
 * `npm test` builds everything before e2e and sets SKIP_BUILD; a lone `npm run e2e` builds here so it never
 * tests a stale extension.
 */
export default function globalSetup(): void {
  if (process.env.SKIP_BUILD === '1' && fs.existsSync(`${DEMO_BUILD_DIR}/manifest.json`)) return;
  execFileSync('npm', ['run', 'build:all'], { stdio: 'inherit' });
}
