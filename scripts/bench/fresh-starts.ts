/**
 * Cold messages in fresh browser sessions (issue 35): each session is a new profile with the extension just
 * installed, its worker stopped from the first second on, before each message (CDP ServiceWorker.stopAllWorkers,
 * 300 ms, then one `runtime.sendMessage` from the extension's blank page). A stop that falls inside the worker's
 * install makes Chrome drop its registration for the rest of the session, and every message then waits ~1.5 s and
 * fails (utils/ui-safe/messaging/worker-registration.ts): such a session shows here as slow, its failed messages
 * counted (their time is until the failure). Scout and the empty extension (cold-start.ts) alternate session by
 * session, so both see the same machine load. The figure: each session's median, then over sessions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from '../chromium';
import { writeEmptyExtension } from './cold-start';
import { spread, type Spread } from './stats';

declare const chrome: any;

const SCOUT_MESSAGE = { type: 'ping', data: {} };
/** How long a stop is given before the message, as issue 35 measured it. */
const AFTER_STOP_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Session {
  ms: number[];
  failed: number;
}

/** One fresh session: the extension installed, its worker stopped at once and before each of `messages` messages. */
async function session(extensionDir: string, message: unknown, messages: number): Promise<Session> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-fresh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs(extensionDir),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/blank.html`);
    const out: Session = { ms: [], failed: 0 };
    for (let i = 0; i < messages; i++) {
      await cdp.send('ServiceWorker.stopAllWorkers');
      await sleep(AFTER_STOP_MS);
      const { ms, answered } = await page.evaluate(async (m) => {
        const start = performance.now();
        const answered = await chrome.runtime.sendMessage(m).then(
          () => true,
          () => false,
        );
        return { ms: performance.now() - start, answered };
      }, message);
      out.ms.push(ms);
      if (!answered) out.failed++;
    }
    return out;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export interface FreshStarts {
  sessions: number;
  messages_per_session: number;
  /** Over sessions, of each session's median cold message (ms). */
  scout: Spread;
  baseline: Spread;
  /** scout p90 / empty extension p90. */
  ratio_p90: number;
  /** Messages that failed (no worker to answer them): Scout's, the empty extension's. */
  failed: { scout: number; baseline: number };
  /** Every session's messages, in order (ms), for the record. */
  samples: { scout: number[]; baseline: number[] }[];
}

const median = (xs: number[]) => spread(xs).median;

export async function freshStarts(scoutDir: string, sessions: number, messages: number): Promise<FreshStarts> {
  const emptyDir = writeEmptyExtension();
  const runs: { scout: Session; empty: Session }[] = [];
  try {
    for (let i = 0; i < sessions; i++)
      runs.push({
        scout: await session(scoutDir, SCOUT_MESSAGE, messages),
        empty: await session(emptyDir, {}, messages),
      });
  } finally {
    fs.rmSync(emptyDir, { recursive: true, force: true });
  }
  const scout = spread(runs.map((r) => median(r.scout.ms)));
  const baseline = spread(runs.map((r) => median(r.empty.ms)));
  const round = (xs: number[]) => xs.map((x) => Math.round(x * 10) / 10);
  return {
    sessions,
    messages_per_session: messages,
    scout,
    baseline,
    ratio_p90: Math.round((scout.p90 / baseline.p90) * 100) / 100,
    failed: {
      scout: runs.reduce((n, r) => n + r.scout.failed, 0),
      baseline: runs.reduce((n, r) => n + r.empty.failed, 0),
    },
    samples: runs.map((r) => ({ scout: round(r.scout.ms), baseline: round(r.empty.ms) })),
  };
}
