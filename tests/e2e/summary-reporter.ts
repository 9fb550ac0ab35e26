import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/** Prints the plain closing line CI reads: "e2e: N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    const tests = this.suite?.allTests() ?? [];
    const count = (outcome: string) => tests.filter((t) => t.outcome() === outcome).length;
    console.log(
      `e2e: ${count('expected')} passed, ${count('unexpected') + count('flaky')} failed, ${count('skipped')} skipped`,
    );
  }
}
