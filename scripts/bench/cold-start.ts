/**
 * A cold worker beside an empty extension's: the same message, sent from an extension page to a stopped service
 * worker, answered by Scout and by an extension whose worker does nothing but answer it. What the browser itself
 * spends starting a worker is in both; the difference is Scout's own start-up (its worker's top level and the work of
 * a first message). The empty extension is written here, at run time, and runs in its own browser beside Scout's;
 * repetitions alternate between the two so that both see the same machine load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launch, type Browser } from './browser';
import { versus, type Versus } from './stats';

declare const chrome: any;

/** What Scout is asked cold: `ping`, validated and answered by the router like any message, with nothing to read. */
const SCOUT_MESSAGE = { type: 'ping', data: {} };

/** An MV3 extension with a worker that answers every message, and the blank page browser.ts wakes workers from. */
export function writeEmptyExtension(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-empty-'));
  const manifest = {
    manifest_version: 3,
    name: 'Empty',
    version: '1.0.0',
    background: { service_worker: 'worker.js' },
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(dir, 'worker.js'),
    'chrome.runtime.onMessage.addListener((message, sender, reply) => { reply({ ok: true }); });\n',
  );
  fs.writeFileSync(path.join(dir, 'blank.html'), '<!doctype html><title>blank</title>');
  return dir;
}

/** Stops the worker, then times one message from `page` to its answer (the page's own clock, ms). */
async function coldMessage(browser: Browser, page: Page, message: unknown): Promise<number> {
  await browser.stopWorker();
  return page.evaluate(async (m) => {
    const start = performance.now();
    await chrome.runtime.sendMessage(m);
    return performance.now() - start;
  }, message);
}

/** Warm: the same message to the running worker, for the record (the browser's own IPC). */
async function warmMessage(page: Page, message: unknown): Promise<number> {
  return page.evaluate(async (m) => {
    const start = performance.now();
    await chrome.runtime.sendMessage(m);
    return performance.now() - start;
  }, message);
}

export interface ColdStart {
  cold_message_ms: Versus;
  warm_message_ms: Versus;
}

export async function coldStart(scout: Browser, reps: number): Promise<ColdStart> {
  const dir = writeEmptyExtension();
  const empty = await launch(dir);
  const scoutPage = await scout.open('blank.html');
  const emptyPage = await empty.open('blank.html');
  const samples = {
    scoutCold: [] as number[],
    emptyCold: [] as number[],
    scoutWarm: [] as number[],
    emptyWarm: [] as number[],
  };
  try {
    // One of each first: the browsers' own first-time costs are not a worker's start.
    await coldMessage(scout, scoutPage, SCOUT_MESSAGE);
    await coldMessage(empty, emptyPage, {});
    for (let i = 0; i < reps; i++) {
      samples.scoutCold.push(await coldMessage(scout, scoutPage, SCOUT_MESSAGE));
      samples.emptyCold.push(await coldMessage(empty, emptyPage, {}));
      samples.scoutWarm.push(await warmMessage(scoutPage, SCOUT_MESSAGE));
      samples.emptyWarm.push(await warmMessage(emptyPage, {}));
    }
  } finally {
    await scoutPage.close();
    await empty.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return {
    cold_message_ms: versus(samples.scoutCold, samples.emptyCold),
    warm_message_ms: versus(samples.scoutWarm, samples.emptyWarm),
  };
}
