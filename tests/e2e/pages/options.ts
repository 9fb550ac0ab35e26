/** The options page, by what a user sees: sections by their headings, controls by role and label. */
import type { Locator, Page } from '@playwright/test';

declare const chrome: any;

export type StorageArea = 'local' | 'session' | 'sync';

export class OptionsPage {
  readonly keySection: Locator;
  readonly planSection: Locator;
  readonly prefsSection: Locator;
  readonly advancedSection: Locator;

  constructor(readonly page: Page) {
    const section = (heading: string) =>
      page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
    this.keySection = section('Your key');
    this.planSection = section('Your plan');
    this.prefsSection = section('Search preferences');
    this.advancedSection = section('Advanced');
  }

  keyField = () => this.page.getByLabel('API key', { exact: true });
  keyStatus = () => this.keySection.getByRole('status');
  keyProblem = () => this.keySection.getByRole('alert');

  async saveKey(key: string): Promise<void> {
    await this.keyField().fill(key);
    await this.keySection.getByRole('button', { name: 'Save', exact: true }).click();
  }

  removeButton = () => this.keySection.getByRole('button', { name: 'Remove key' });
  verifyButton = () => this.page.getByRole('button', { name: 'Verify key' });
  planStatus = () => this.planSection.getByRole('status');

  /** The value shown next to a term ("Places" → "Yes") in the plan's facts. */
  fact(term: string): Locator {
    return this.planSection
      .locator('.options-dl-row', { has: this.page.locator('dt', { hasText: term }) })
      .locator('dd');
  }

  baseUrlField = () => this.page.getByLabel('API base URL', { exact: true });

  async saveBaseUrl(url: string): Promise<void> {
    await this.baseUrlField().fill(url);
    await this.page.getByRole('button', { name: 'Save address' }).click();
  }

  /** Everything in one storage area, read from the page (an extension page may read all three). */
  storage(area: StorageArea): Promise<Record<string, unknown>> {
    return this.page.evaluate((name) => chrome.storage[name].get(null), area);
  }
}
