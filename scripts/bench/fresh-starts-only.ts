/**
 * `npm run bench:fresh [-- <demo build>]`: the fresh-session cold-message figure alone (fresh-starts.ts), on the demo
 * build already built (or the one given), printed, nothing written. BENCH_FRESH_SESSIONS sets the sessions (default
 * 10), each of BENCH_FRESH_MESSAGES messages (default 5).
 */
import path from 'node:path';
import { freshStarts } from './fresh-starts';

const dir = path.resolve(process.argv[2] ?? path.join(process.env.SCOUT_OUT_DIR ?? '.output', 'chrome-mv3-demo'));
const figures = await freshStarts(
  dir,
  Number(process.env.BENCH_FRESH_SESSIONS ?? 10),
  Number(process.env.BENCH_FRESH_MESSAGES ?? 5),
);
for (const [i, s] of figures.samples.entries())
  console.log(
    `session ${i}: scout ${s.scout.map(Math.round).join(' ')} | empty ${s.baseline.map(Math.round).join(' ')}`,
  );
const { samples: _samples, ...summary } = figures;
console.log(JSON.stringify(summary));
