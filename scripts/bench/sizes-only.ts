/** `npm run bench:sizes`: the store build's sizes and where its bytes go (store-build.ts), without the timed bench. */
import path from 'node:path';
import { measureStoreBuild } from './store-build';

const { sizes, modules } = measureStoreBuild(path.resolve(process.env.SCOUT_OUT_DIR ?? '.output'));
console.log(JSON.stringify({ sizes, modules }, null, 2));
