// Adds up the unit (vitest) and end-to-end (Playwright) counts of a test log into one "N passed, N failed" line.
import fs from 'node:fs';

// eslint-disable-next-line no-control-regex -- strips the colour codes vitest prints
const log = fs.readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const vitest = log.match(/^\s*Tests\s+(.*)$/m)?.[1] ?? '';
const pick = (text, word) => Number(text.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
const e2e = log.match(/^e2e: (.*)$/m)?.[1] ?? '';
const passed = pick(vitest, 'passed') + pick(e2e, 'passed');
const failed = pick(vitest, 'failed') + pick(e2e, 'failed');
const skipped = pick(vitest, 'skipped') + pick(e2e, 'skipped');
console.log(`unit: ${vitest || 'no result'}`);
console.log(`e2e: ${e2e || 'no result'}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
