/**
 * `npm run bench`: Scout's size and speed figures, measured on this machine (never asserted in tests).
 * - bundle sizes of the production Chrome build (raw and gzip), per UI, against the budgets in ARCHITECTURE.md;
 * - emulator start-up; extension start-up in Chromium;
 * - search round trips through the real background (network vs. cache), and the billed count they cost.
 * Results are printed and written to bench/results-<date>.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startEmulator } from '../emulator/index';
import { CHROMIUM_PATH, chromiumArgs } from './chromium';

/** The extension APIs the measurements call inside the browser. */
declare const chrome: {
  storage: { local: { set(items: object): Promise<void> } };
  runtime: { sendMessage(message: object): Promise<{ ok: boolean; error?: { kind: string } }> };
};

const OUT = path.resolve(process.env.SCOUT_OUT_DIR ?? '.output');
const PROD = path.join(OUT, 'chrome-mv3');
const DEMO = path.join(OUT, 'chrome-mv3-demo');
const QUERIES = [
  'coffee in Lisbon',
  'ramen tokyo',
  'museums berlin',
  'how do herons hunt',
  'history of tea',
  'bread baking',
  'solar panels',
  'bicycle repair',
  'volcano types',
  'chess openings',
];

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The JS a page loads: its module script and the chunks it preloads. */
function pageScripts(htmlFile: string): string[] {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(refs)].map((ref) => path.join(PROD, ref.replace(/^\//, '')));
}

function sizes() {
  const group = (files: string[]) => ({
    raw_kb: kb(files.reduce((n, f) => n + fs.statSync(f).size, 0)),
    gzip_kb: kb(files.reduce((n, f) => n + gzip(f), 0)),
  });
  return {
    popup: group(pageScripts(path.join(PROD, 'popup.html'))),
    options: group(pageScripts(path.join(PROD, 'options.html'))),
    content_script: group([path.join(PROD, 'content-scripts/content.js')]),
    background: group([path.join(PROD, 'background.js')]),
    whole_extension_kb: kb(dirSize(PROD)),
  };
}

function dirSize(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile())
    .reduce((n, f) => n + fs.statSync(f).size, 0);
}

/** The `npm run emulator` path without npm's own start-up: from spawn to the "listening" line. */
function emulatorCliStartMs(): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('listening')) return;
      resolve(Math.round(performance.now() - start));
      child.kill('SIGTERM');
    });
    child.once('exit', (code) => reject(new Error(`emulator exited early (${code})`)));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function runtime() {
  let t = performance.now();
  const emulator = await startEmulator({ port: 0 });
  const emulatorStartMs = performance.now() - t;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-'));
  try {
    t = performance.now();
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: chromiumArgs(DEMO),
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionStartMs = performance.now() - t;
    await worker.evaluate(
      (base) => chrome.storage.local.set({ apiKey: 'demo-ai', settings: { apiBaseUrl: base } }),
      emulator.baseUrl,
    );
    const page = await context.newPage();
    t = performance.now();
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
    const popupLoadMs = performance.now() - t;
    const search = (q: string) =>
      page.evaluate(async (query) => {
        const start = performance.now();
        const reply = await chrome.runtime.sendMessage({ type: 'search', data: { q: query } });
        if (!reply.ok) throw new Error(reply.error?.kind);
        return performance.now() - start;
      }, q);
    const network: number[] = [];
    const cached: number[] = [];
    for (const q of QUERIES) network.push(await search(q));
    for (const q of QUERIES) cached.push(await search(q));
    const billed = emulator.stats().keys['demo-ai']?.billed ?? 0;
    await context.close();
    return {
      emulator_cli_start_ms: await emulatorCliStartMs(),
      emulator_in_process_start_ms: Math.round(emulatorStartMs),
      extension_start_ms: Math.round(extensionStartMs),
      popup_load_ms: Math.round(popupLoadMs),
      search_network_median_ms: Math.round(median(network)),
      search_cached_median_ms: Math.round(median(cached)),
      searches: QUERIES.length * 2,
      distinct_searches: QUERIES.length,
      billed_searches: billed,
    };
  } finally {
    await emulator.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  execFileSync('npm', ['run', '-s', 'build'], { stdio: 'ignore' });
  execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'ignore' });
  const results = {
    measured_at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, node ${process.version}`,
    sizes: sizes(),
    runtime: await runtime(),
  };
  console.log(JSON.stringify(results, null, 2));
  fs.mkdirSync('bench', { recursive: true });
  const file = path.join('bench', `results-${results.measured_at.slice(0, 10)}.json`);
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
