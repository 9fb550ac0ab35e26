// @vitest-environment node
/**
 * The emulator as a user of any client gets it: `npm pack` of the workspace, installed from the tarball into an
 * empty folder, run with plain Node (no tsx, no TypeScript), both as the `brave-search-emulator` command and as the
 * library (`createEmulator`).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const EMULATOR_DIR = join(import.meta.dirname, '../../emulator');

let folder: string;
let app: string;
let packed: { files: Array<{ path: string }> };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'emulator-pack-'));
  // prepack builds dist/ first; the JSON report is the last thing on stdout.
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: EMULATOR_DIR });
  [packed] = JSON.parse(stdout.slice(stdout.indexOf('[')));
  // dist/ is in the tarball now; the working tree goes back to sources only.
  rmSync(join(EMULATOR_DIR, 'dist'), { recursive: true, force: true });
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  app = join(folder, 'app');
  await run('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'an-empty-project', private: true }));
  await run('npm', ['install', join(folder, tarball!), '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app });
}, 180_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm pack of the emulator', () => {
  it('holds the built JavaScript, its types and the README, and needs no runtime dependency', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/cli.js', 'dist/index.js']));
    expect(paths).toContain('dist/index.d.ts');
    expect(paths.filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))).toEqual([]);
    expect(paths.filter((path) => !path.startsWith('dist/') && !['package.json', 'README.md'].includes(path))).toEqual(
      [],
    );
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/brave-search-emulator/package.json'), 'utf8'));
    expect(installed.dependencies).toBeUndefined();
    expect(readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
      'brave-search-emulator',
    ]);
  });

  it('runs as a command on a free port, answers a search and a redirected client, and stops on SIGTERM', async () => {
    const child = spawn(join(app, 'node_modules/.bin/brave-search-emulator'), ['--port', '0'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
    });
    const res = await fetch(`${url}/res/v1/web/search?q=french+press+coffee`, {
      headers: { 'X-Subscription-Token': 'demo-search' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.type).toBe('search');
    expect(body.web.results.length).toBeGreaterThan(0);
    // The preload sends an unchanged client's requests for the real origin to the running emulator.
    const client = `const res = await fetch('https://api.search.brave.com/res/v1/news/search?q=python', { headers: { 'X-Subscription-Token': 'demo-search' } }); console.log((await res.json()).type);`;
    const redirected = await run(
      process.execPath,
      ['--import', 'brave-search-emulator/redirect', '--input-type=module', '-e', client],
      { cwd: app, env: { ...process.env, BRAVE_SEARCH_EMULATOR_URL: url } },
    );
    expect(redirected.stdout.trim()).toBe('news');
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 30_000);

  it('works as a library: createEmulator, a search, stats, close', async () => {
    const script = `
      import { createEmulator } from 'brave-search-emulator';
      const emulator = await createEmulator();
      const res = await fetch(emulator.baseUrl + '/news/search?q=python', { headers: { 'X-Subscription-Token': 'demo-search' } });
      const body = await res.json();
      console.log(JSON.stringify({ status: res.status, type: body.type, billed: emulator.stats().totals.billed }));
      await emulator.close();
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(JSON.parse(stdout)).toEqual({ status: 200, type: 'news', billed: 1 });
  }, 30_000);
});
