// @vitest-environment node
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../emulator/cli-args';
import { applySettingsPatch, defaultSettings } from '../../emulator/settings';

describe('CLI arguments', () => {
  it('defaults to 127.0.0.1:8787', () => {
    expect(parseCliArgs([])).toEqual({ port: 8787, host: '127.0.0.1', settings: {}, help: false });
  });

  it('maps flags to settings, with "--flag value" and "--flag=value"', () => {
    const options = parseCliArgs([
      '--port',
      '0',
      '--summary-delay-ms=10',
      '--summary-ttl-ms',
      '2000',
      '--location-id-ttl-ms',
      '3000',
      '--retry-after',
      '--latency-ms',
      '5',
      '--jitter-ms',
      '3',
    ]);
    expect(options.port).toBe(0);
    expect(options.settings).toEqual({
      summaryDelayMs: 10,
      summaryTtlMs: 2000,
      locationIdTtlMs: 3000,
      retryAfter: true,
      latencyMs: 5,
      jitterMs: 3,
    });
  });

  it('builds run faults from --fault, --fault-rate and --fault-path', () => {
    const options = parseCliArgs([
      '--fault',
      'status:502',
      '--fault',
      'status-html',
      '--fault',
      'latency:40',
      '--fault-rate',
      '0.25',
      '--fault-path',
      'web/search',
    ]);
    expect(options.settings.runFaults).toEqual([
      { fault: 'status', status: 502, body: 'json', rate: 0.25, path: 'web/search' },
      { fault: 'status', status: 503, body: 'html', rate: 0.25, path: 'web/search' },
      { fault: 'latency', ms: 40, rate: 0.25, path: 'web/search' },
    ]);
  });

  it('maps the Answers flags and the cut/stall fault shorthand', () => {
    const options = parseCliArgs([
      '--answer-delay-ms',
      '250',
      '--answer-chunking',
      'split',
      '--fault',
      'cut:5',
      '--fault',
      'stall',
      '--fault-path',
      'chat/completions',
    ]);
    expect(options.settings).toMatchObject({ answerDelayMs: 250, answerChunking: 'split' });
    expect(options.settings.runFaults).toEqual([
      { fault: 'cut', after: 5, rate: 1, path: 'chat/completions' },
      { fault: 'stall', after: 3, rate: 1, path: 'chat/completions' },
    ]);
  });

  it('maps --request-log-size and the error fault (the API own error for a status)', () => {
    const options = parseCliArgs(['--request-log-size', '5', '--fault', 'error:402', '--fault', 'error']);
    expect(options.settings).toMatchObject({ requestLogSize: 5 });
    expect(options.settings.runFaults).toEqual([
      { fault: 'error', status: 402, rate: 1, path: '*' },
      { fault: 'error', status: 429, rate: 1, path: '*' },
    ]);
    expect(() => parseCliArgs(['--fault', 'error:200'])).toThrow(/error needs status/);
  });

  it('maps --near to the near setting, which the settings patch validates and stores as a city key', () => {
    expect(parseCliArgs(['--near', 'berlin']).settings).toEqual({ near: 'berlin' });
    expect(parseCliArgs(['--near=none']).settings).toEqual({ near: 'none' });
    const named = defaultSettings();
    expect(named.near).toBe('lisbon');
    applySettingsPatch(named, parseCliArgs(['--near', 'Tokyo']).settings);
    expect(named.near).toBe('tokyo');
    expect(() => applySettingsPatch(defaultSettings(), parseCliArgs(['--near']).settings)).toThrow(/near must be/);
    expect(() => applySettingsPatch(defaultSettings(), parseCliArgs(['--near', 'atlantis']).settings)).toThrow(
      /near must be/,
    );
    expect(USAGE).toMatch(/--near <city>.*lisbon \| berlin \|/s);
  });

  it('rejects bad flags', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--frobnicate'])).toThrow(/unknown option/);
    expect(() => parseCliArgs(['--fault', 'explode'])).toThrow(/fault must be one of/);
  });
});

describe('CLI process', () => {
  it('prints its URL, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts', '--port', '0', '--near', 'berlin'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
    });
    const health = await fetch(`${url}/__emulator/health`).then((res) => res.json());
    expect(health.baseUrl).toBe(`${url}/res/v1`);
    const res = await fetch(`${url}/res/v1/web/search?q=coffee`, { headers: { 'X-Subscription-Token': 'demo-pro' } });
    expect(res.status).toBe(200);
    expect((await res.json()).locations.results[0].timezone).toBe('Europe/Berlin');
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 20_000);
});
