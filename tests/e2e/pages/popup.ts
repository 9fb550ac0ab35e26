/** The popup as a user sees it: found by role and accessible name only. */
import type { Locator, Page } from '@playwright/test';

export class PopupPage {
  constructor(readonly page: Page) {}

  get searchbox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }
  get results(): Locator {
    return this.page.getByRole('region', { name: 'Results', exact: true });
  }
  get summary(): Locator {
    return this.page.getByRole('region', { name: 'Summary', exact: true });
  }
  get places(): Locator {
    return this.page.getByRole('region', { name: 'Places', exact: true });
  }
  get alert(): Locator {
    return this.page.getByRole('alert');
  }
  /** The title links of the web results, in order (not those of news, videos and other sections between them). */
  get resultLinks(): Locator {
    return this.results.locator('.app-answer-main > ul.scout-results > li > a.scout-result-title');
  }
  /** A section of the answer (news, videos, …), named by its heading. */
  section(name: string | RegExp): Locator {
    return this.results.getByRole('region', { name, exact: typeof name === 'string' });
  }
  /** "Get AI answer": an Answers-plan answer waits for the user (it is billed per answer). */
  get getAnswerButton(): Locator {
    return this.page.getByRole('button', { name: /^Get AI answer/ });
  }
  /** The streamed text of the summary (or AI answer), without its heading and notes. */
  get summaryBody(): Locator {
    return this.summary.locator('.scout-summary-body');
  }
  /** The [n] citation links of the summary (or AI answer), named "Source n". */
  get citations(): Locator {
    return this.summaryBody.getByRole('link', { name: /^Source \d+$/ });
  }
  /** "Cost of this answer: $…", shown once an AI answer has ended. */
  get answerCost(): Locator {
    return this.summary.getByText(/^Cost of this answer: \$\d/);
  }
  get placeCards(): Locator {
    return this.places.getByRole('article');
  }

  async search(query: string): Promise<void> {
    await this.searchbox.fill(query);
    await this.searchbox.press('Enter');
  }

  /** Waits until the search has answered (the Results region is no longer busy). */
  async waitForResults(): Promise<void> {
    await this.results.and(this.page.locator('[aria-busy="false"]')).waitFor();
  }

  /** Waits for the final summary: its follow-up questions are shown only then. */
  async waitForFinalSummary(): Promise<void> {
    await this.summary
      .and(this.page.locator('[aria-busy="false"]'))
      .getByRole('button')
      .first()
      .waitFor({ timeout: 20_000 });
  }

  /** Waits until every place card has its details (or gave up on them). */
  async waitForPlaces(): Promise<void> {
    await this.places.and(this.page.locator('[aria-busy="false"]')).waitFor();
  }
}
