import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROME_BUILD_DIR, DEMO_BUILD_DIR, FIREFOX_BUILD_DIR } from './paths';

/** `npm test` builds before e2e and sets SKIP_BUILD; a lone `npm run e2e` builds here so it never tests a stale extension. */
export default function globalSetup(): void {
  const built = [CHROME_BUILD_DIR, FIREFOX_BUILD_DIR, DEMO_BUILD_DIR].every((d) => fs.existsSync(`${d}/manifest.json`));
  if (process.env.SKIP_BUILD === '1' && built) return;
  execFileSync('npm', ['run', 'build:all'], { stdio: 'inherit' });
}
