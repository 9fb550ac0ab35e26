/**
 * `npm run zip:verify` (after `npm run zip`): what AMO's reviewers do with the sources package. Unpacks
 * scout-<version>-sources.zip into an empty folder, follows SOURCE_BUILD.md there (`npm ci`, `npm run build:firefox`)
 * and compares every built file with scout-<version>-firefox.zip: the same names, the same bytes. Exits 1 on any
 * difference, listing it. About 2 minutes here, most of it `npm ci` (from the npm cache: --prefer-offline).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';

const OUT_DIR = path.resolve(process.env.SCOUT_OUT_DIR ?? '.output');
const { name, version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string; version: string };
/** WXT's default artifact names (`zip.artifactTemplate`, `zip.sourcesTemplate`). */
const SOURCES_ZIP = path.join(OUT_DIR, `${name}-${version}-sources.zip`);
const FIREFOX_ZIP = path.join(OUT_DIR, `${name}-${version}-firefox.zip`);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file of a zip: its path and the hash of its bytes. */
async function zipFiles(file: string): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const files = new Map<string, string>();
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files.set(entry.name, sha256(await entry.async('uint8array')));
  return files;
}

async function unpack(file: string, into: string): Promise<void> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  for (const entry of Object.values(zip.files)) {
    const target = path.resolve(into, entry.name);
    if (!target.startsWith(into + path.sep)) throw new Error(`${entry.name} points outside the folder`);
    if (entry.dir) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await entry.async('uint8array'));
  }
}

function dirFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
    const full = path.join(root, file);
    if (fs.statSync(full).isFile()) files.set(file.split(path.sep).join('/'), sha256(fs.readFileSync(full)));
  }
  return files;
}

function differences(expected: Map<string, string>, actual: Map<string, string>): string[] {
  const names = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  return names.flatMap((file) => {
    if (!actual.has(file)) return [`missing from the build from sources: ${file}`];
    if (!expected.has(file)) return [`not in the Firefox package: ${file}`];
    return expected.get(file) === actual.get(file) ? [] : [`different bytes: ${file}`];
  });
}

async function main(): Promise<void> {
  for (const file of [SOURCES_ZIP, FIREFOX_ZIP])
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run  npm run zip  first`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-sources-'));
  try {
    await unpack(SOURCES_ZIP, folder);
    if (!fs.existsSync(path.join(folder, 'SOURCE_BUILD.md')))
      throw new Error('the sources package has no SOURCE_BUILD.md');
    // The folder's own defaults: no output directory of this checkout leaks in.
    const { SCOUT_OUT_DIR: _ours, ...env } = process.env;
    const run = (args: string[]) => execFileSync('npm', args, { cwd: folder, env, stdio: 'inherit' });
    run(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    run(['run', 'build:firefox']);
    const built = dirFiles(path.join(folder, '.output', 'firefox-mv3'));
    const found = differences(await zipFiles(FIREFOX_ZIP), built);
    if (found.length > 0) {
      console.error(`The build from ${path.basename(SOURCES_ZIP)} differs from ${path.basename(FIREFOX_ZIP)}:`);
      for (const line of found) console.error(`  ${line}`);
      process.exitCode = 1;
      return;
    }
    console.log(`${path.basename(SOURCES_ZIP)} builds ${path.basename(FIREFOX_ZIP)} exactly (${built.size} files).`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
