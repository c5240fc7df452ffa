import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with one plain line, 'E2E: N passed, N failed, N skipped', that CI reads. */
export default class SummaryReporter implements Reporter {
  private readonly finalStatus = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // A retried test counts once, by its last attempt.
    this.finalStatus.set(test, result.status);
  }

  onEnd(_result: FullResult): void {
    const statuses = [...this.finalStatus.values()];
    const passed = statuses.filter((s) => s === 'passed').length;
    const skipped = statuses.filter((s) => s === 'skipped').length;
    console.log(`E2E: ${passed} passed, ${statuses.length - passed - skipped} failed, ${skipped} skipped`);
  }
}
