// Adds up the vitest runs (unit, integration, emulator; Firefox) and the Playwright run of a test log into one
// "N passed, N failed" line.
import fs from 'node:fs';

// eslint-disable-next-line no-control-regex -- strips the colour codes vitest prints
const log = fs.readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const vitestRuns = [...log.matchAll(/^\s*Tests\s+(.*)$/gm)].map((m) => m[1]);
const pick = (text, word) => Number(text.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
const e2e = log.match(/^e2e: (.*)$/m)?.[1] ?? '';
const total = (word) => vitestRuns.reduce((n, run) => n + pick(run, word), 0) + pick(e2e, word);
const passed = total('passed');
const failed = total('failed');
const skipped = total('skipped');
console.log(`vitest: ${vitestRuns.join(' | ') || 'no result'}`);
console.log(`e2e: ${e2e || 'no result'}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
