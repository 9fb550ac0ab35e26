/** `npm run bench:check`: every figure of bench/results.json against bench/budgets.json; exits 1 on any miss. */
import { readBudgets, readResults, verdicts } from './budgets';

const results = verdicts(readResults(), readBudgets());
for (const v of results) console.log(`${v.pass ? 'pass' : 'FAIL'}  ${v.figure}: ${v.value} (budget ${v.budget})`);
const failed = results.filter((v) => !v.pass).length;
console.log(failed === 0 ? 'all budgets met' : `${failed} of ${results.length} budgets missed`);
process.exitCode = failed === 0 ? 0 : 1;
