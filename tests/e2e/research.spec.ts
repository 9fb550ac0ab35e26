/**
 * Research on the results tab (issue 38): the "Research" control sends `enable_research` with the options' limits as
 * `research_maximum_number_of_*` (read back from the emulator's request log), shows its progress as it streams and
 * offers Stop, which ends it at once; a research whose stream breaks before `<answer>` says it did not finish.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openResultsForUser } from './pages/results';

declare const chrome: any;

const QUESTION = 'how do black holes form';

async function researchTab(page: Page, extensionId: string): Promise<void> {
  await openResultsForUser(page, extensionId, `?q=${encodeURIComponent(QUESTION)}`);
  await expect(page.getByRole('button', { name: 'Research', exact: true })).toBeVisible({ timeout: 15_000 });
}

test.beforeEach(async ({ useKey, serviceWorker }) => {
  await useKey('demo-search');
  await serviceWorker.evaluate(async (key) => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ answersKey: key, settings });
  }, 'demo-answers');
});

test('"Research" sends enable_research with the limits, shows progress and offers Stop, which ends it at once', async ({
  context,
  extensionId,
  emulator,
}) => {
  // Slow enough to watch its progress and stop it part-way.
  emulator.updateSettings({ researchStepMs: 400 });
  const page = await context.newPage();
  await researchTab(page, extensionId);
  const region = page.getByRole('region', { name: 'Research' });
  await expect(region.getByText(/at most \$\d/)).toBeVisible();
  await region.getByRole('button', { name: 'Research', exact: true }).click();

  const body = await expect
    .poll(() => emulator.requests().find((entry) => entry.endpoint === 'chat/completions')?.body)
    .toBeTruthy()
    .then(() => JSON.parse(emulator.requests().find((entry) => entry.endpoint === 'chat/completions')!.body!));
  expect(body).toMatchObject({
    stream: true,
    enable_research: true,
    research_maximum_number_of_queries: 10,
    research_maximum_number_of_iterations: 2,
    research_maximum_number_of_seconds: 120,
    messages: [{ role: 'user', content: QUESTION }],
  });
  expect(body).not.toHaveProperty('enable_citations');
  expect(body).not.toHaveProperty('enable_entities');

  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(region.getByRole('status')).toContainText(/Researching… [1-9]\d* searches/, { timeout: 15_000 });
  await expect(region.getByText(QUESTION, { exact: true })).toBeVisible();
  await region.getByRole('button', { name: 'Stop' }).click();
  await expect(region.getByText('Stopped. Nothing more is billed for it.')).toBeVisible();
  await expect(region.getByText(/This research did not finish/)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  // The request was cut at once: the emulator saw its client leave before the answer.
  await expect.poll(() => emulator.stats().keys['demo-answers']?.answersAborted ?? 0).toBe(1);
});

test('a research that finishes shows its answer, sources and blind spots; one cut before <answer> says so', async ({
  context,
  extensionId,
  emulator,
}) => {
  emulator.updateSettings({ researchStepMs: 20 });
  const page = await context.newPage();
  await researchTab(page, extensionId);
  const region = page.getByRole('region', { name: 'Research' });
  await region.getByRole('button', { name: 'Research', exact: true }).click();
  await expect(region.getByRole('heading', { name: 'Blind spots' })).toBeVisible({ timeout: 15_000 });
  await expect(region.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(region.getByText(/Cost of this research: \$/)).toBeVisible();
  await expect(region.getByText(/did not finish/)).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('section[aria-label="Research"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  emulator.queueFault({ path: 'chat/completions', fault: 'cut', after: 3 });
  await region.getByRole('button', { name: 'Research again' }).click();
  await expect(region.getByText(/This research did not finish/)).toBeVisible({ timeout: 15_000 });
  await expect(region.getByRole('heading', { name: 'Blind spots' })).toHaveCount(0);
});
