/**
 * AI answers from the Answers plan (`POST /chat/completions`, billed per answer) for today's keys: a Search-plan key
 * (web + places, no summarizer) plus an optional Answers key. What a user sees in the popup, the options page and the
 * in-page panel, and, above all, what each step costs in billed answers: never a second one that the user did not ask
 * for (a reopened popup, a cut-off stream, a stopped worker), exactly one more when they do (Retry).
 */
import type { Page, Worker } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { menuClick, openPage, selectHeading } from './pages/in-page';
import { PopupPage } from './pages/popup';
import { ARTICLE } from './pages/articles';

declare const chrome: any;

const SEARCH_KEY = 'demo-search';
const ANSWERS_KEY = 'demo-answers';
const QUESTION = 'coffee in Lisbon';
/** The emulator's pace for the other tests in this worker (fixtures.ts); every test that changes it puts it back. */
const DEFAULT_STREAM_ITEM_DELAY_MS = 15;

const stats = (emulator: RunningEmulator, key = ANSWERS_KEY) => emulator.stats().keys[key];
/** Billed answers (aborted streams included). */
const answers = (emulator: RunningEmulator, key = ANSWERS_KEY) => stats(emulator, key)?.answers ?? 0;
/** Billed answers whose stream the client left before [DONE]. */
const answersAborted = (emulator: RunningEmulator) => stats(emulator)?.answersAborted ?? 0;
const answerRequests = (emulator: RunningEmulator, key = ANSWERS_KEY) =>
  stats(emulator, key)?.endpoints['chat/completions']?.requests ?? 0;

/** Adds the Answers key and merges `settings` into the stored settings (useKey wrote `apiBaseUrl` there). */
async function useAnswersKey(serviceWorker: Worker, settings: Record<string, unknown> = {}): Promise<void> {
  await serviceWorker.evaluate(
    async ({ key, patch }) => {
      const { settings: current } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({ answersKey: key, settings: { ...current, ...patch } });
    },
    { key: ANSWERS_KEY, patch: settings },
  );
}

/**
 * Records, on every DOM change, whether the Summary region is busy, how much answer text it shows, and whether a
 * "Get AI answer" button was ever on the page.
 */
function recordSummaryProgress(): void {
  const w = window as unknown as { summarySnapshots: { busy: string | null; text: number }[]; sawGetAnswer: boolean };
  w.summarySnapshots = [];
  w.sawGetAnswer = false;
  const snap = () => {
    const region = document.querySelector('section[aria-label="Summary"]');
    const body = region?.querySelector('.scout-summary-body');
    if (region)
      w.summarySnapshots.push({ busy: region.getAttribute('aria-busy'), text: body?.textContent?.length ?? 0 });
    if ([...document.querySelectorAll('button')].some((b) => b.textContent?.trim().startsWith('Get AI answer')))
      w.sawGetAnswer = true;
  };
  snap();
  new MutationObserver(snap).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

function summaryProgress(
  page: Page,
): Promise<{ snapshots: { busy: string | null; text: number }[]; sawGetAnswer: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { summarySnapshots: { busy: string | null; text: number }[]; sawGetAnswer: boolean };
    return { snapshots: w.summarySnapshots, sawGetAnswer: w.sawGetAnswer };
  });
}

/** The answer is being written and some of its text is already shown. */
async function waitForPartialAnswer(popup: PopupPage): Promise<void> {
  await expect(popup.summary).toHaveAttribute('aria-busy', 'true');
  await expect
    .poll(async () => ((await popup.summaryBody.textContent()) ?? '').length, { timeout: 15_000 })
    .toBeGreaterThan(20);
  await expect(popup.summary).toHaveAttribute('aria-busy', 'true');
}

/** Every [n] citation of the answer links to an https page. */
async function expectHttpsCitations(popup: PopupPage): Promise<void> {
  await expect(popup.citations.first()).toBeVisible();
  const hrefs = await popup.citations.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
  await expect(popup.summaryBody.getByRole('link', { name: 'Source 1', exact: true }).first()).toHaveText('[1]');
}

/** Lets time pass for something that must NOT happen (a billed answer nobody asked for); not a timing assertion. */
const settle = (page: Page, ms = 2_500) => page.waitForTimeout(ms);

test.describe('Search-plan key + Answers key', () => {
  test('ask first (default): "Get AI answer" streams one billed answer with citations and its cost; reopening and repeating are free', async ({
    openPopup,
    useKey,
    serviceWorker,
    emulator,
  }) => {
    await useKey(SEARCH_KEY);
    await useAnswersKey(serviceWorker);
    emulator.updateSettings({ streamItemDelayMs: 40 });
    try {
      const page = await openPopup();
      const popup = new PopupPage(page);
      await page.evaluate(recordSummaryProgress);
      await popup.search(QUESTION);

      await popup.waitForResults();
      await expect(popup.resultLinks.first()).toHaveAttribute('href', /^https:\/\//);
      await expect(popup.placeCards.first()).toBeVisible();
      await popup.waitForPlaces();
      await expect(popup.summary.getByRole('button', { name: 'Get AI answer (≈ $0.016)', exact: true })).toBeVisible();
      await expect(popup.summary).toContainText('Billed per answer by your Answers plan.');
      // The plan notes are for a search with no AI source at all.
      await expect(page.getByText('Your API plan does not include AI summaries.')).toHaveCount(0);
      expect(answerRequests(emulator)).toBe(0);
      expect(answers(emulator)).toBe(0);

      await popup.getAnswerButton.click();
      await expect(popup.getAnswerButton).toHaveCount(0);
      await expect(popup.answerCost).toBeVisible({ timeout: 20_000 });
      await expect(popup.summary).toHaveAttribute('aria-busy', 'false');
      const { snapshots } = await summaryProgress(page);
      const partial = snapshots.filter((s) => s.busy === 'true' && s.text > 0);
      expect(partial.length, 'text was shown while the answer was still being written').toBeGreaterThan(1);
      expect(new Set(partial.map((s) => s.text)).size, 'the text grew while streaming').toBeGreaterThan(1);
      expect(snapshots.at(-1)!.text).toBeGreaterThanOrEqual(Math.max(...partial.map((s) => s.text)));
      await expectHttpsCitations(popup);
      await expect(popup.summary.getByRole('alert')).toHaveCount(0);
      const answerText = await popup.summaryBody.textContent();
      const cost = await popup.answerCost.textContent();
      await expect.poll(() => answers(emulator)).toBe(1);
      // Read to its [DONE]: the service sees the answer delivered whole, not a stream the client cut off.
      expect(answersAborted(emulator)).toBe(0);

      // A new popup shows the last search with its answer, from storage: nothing is asked again.
      await page.close();
      const reopenedPage = await openPopup();
      const reopened = new PopupPage(reopenedPage);
      await expect(reopened.searchbox).toHaveValue(QUESTION);
      await expect(reopened.answerCost).toHaveText(cost!);
      await expect(reopened.summaryBody).toHaveText(answerText!);
      await expect(reopened.getAnswerButton).toHaveCount(0);
      await expectHttpsCitations(reopened);
      expect(answerRequests(emulator)).toBe(1);
      expect(answers(emulator)).toBe(1);

      // The same question searched again: the answer comes from the cache at once, with no button to press.
      await reopenedPage.evaluate(recordSummaryProgress);
      await reopened.search(QUESTION);
      await reopened.waitForResults();
      await expect(reopened.answerCost).toHaveText(cost!);
      await expect(reopened.summaryBody).toHaveText(answerText!);
      expect((await summaryProgress(reopenedPage)).sawGetAnswer).toBe(false);
      await settle(reopenedPage, 1_000);
      expect(answerRequests(emulator)).toBe(1);
      expect(answers(emulator)).toBe(1);
    } finally {
      emulator.updateSettings({ streamItemDelayMs: DEFAULT_STREAM_ITEM_DELAY_MS });
    }
  });

  test('"Ask before each AI answer" off: the answer starts by itself with the search, billed once', async ({
    openPopup,
    useKey,
    serviceWorker,
    emulator,
  }) => {
    await useKey(SEARCH_KEY);
    await useAnswersKey(serviceWorker, { askBeforeAnswer: false });
    const page = await openPopup();
    const popup = new PopupPage(page);
    await page.evaluate(recordSummaryProgress);
    await popup.search(QUESTION);

    await popup.waitForResults();
    await expect(popup.answerCost).toBeVisible({ timeout: 20_000 });
    await expectHttpsCitations(popup);
    expect((await summaryProgress(page)).sawGetAnswer).toBe(false);
    await expect.poll(() => answers(emulator)).toBe(1);
    await settle(page, 1_000);
    expect(answers(emulator)).toBe(1);
    expect(answerRequests(emulator)).toBe(1);
  });

  test('closing the popup mid-answer ends the stream; the reopened popup shows the part that came, and only Retry bills again', async ({
    openPopup,
    useKey,
    serviceWorker,
    emulator,
  }) => {
    await useKey(SEARCH_KEY);
    await useAnswersKey(serviceWorker);
    emulator.updateSettings({ streamItemDelayMs: 150 });
    try {
      const page = await openPopup();
      const popup = new PopupPage(page);
      await popup.search(QUESTION);
      await popup.getAnswerButton.click();
      await waitForPartialAnswer(popup);
      await page.close();

      await expect.poll(() => answersAborted(emulator)).toBe(1);
      expect(answers(emulator)).toBe(1);

      emulator.updateSettings({ streamItemDelayMs: DEFAULT_STREAM_ITEM_DELAY_MS });
      const reopenedPage = await openPopup();
      const reopened = new PopupPage(reopenedPage);
      await expect(reopened.searchbox).toHaveValue(QUESTION);
      const retry = reopened.summary.getByRole('button', { name: 'Retry', exact: true });
      await expect(retry).toBeVisible();
      await expect(reopened.summary.getByRole('alert')).toBeVisible();
      await expect(reopened.summary).toHaveAttribute('aria-busy', 'false');
      expect(
        ((await reopened.summaryBody.textContent()) ?? '').length,
        'the part of the answer that came is shown',
      ).toBeGreaterThan(0);
      await expect(reopened.answerCost).toHaveCount(0);
      await expect(reopened.getAnswerButton).toHaveCount(0);
      await settle(reopenedPage);
      expect(answerRequests(emulator)).toBe(1);
      expect(answers(emulator)).toBe(1);

      await retry.click();
      await expect(reopened.answerCost).toBeVisible({ timeout: 20_000 });
      await expect(reopened.summary.getByRole('alert')).toHaveCount(0);
      await expectHttpsCitations(reopened);
      await expect.poll(() => answers(emulator)).toBe(2);
      expect(answerRequests(emulator)).toBe(2);
    } finally {
      emulator.updateSettings({ streamItemDelayMs: DEFAULT_STREAM_ITEM_DELAY_MS });
    }
  });

  test('the MV3 worker stopped mid-answer: the popup keeps what came and shows an error; nothing is billed again by itself', async ({
    context,
    openPopup,
    useKey,
    serviceWorker,
    emulator,
  }) => {
    await useKey(SEARCH_KEY);
    await useAnswersKey(serviceWorker);
    emulator.updateSettings({ streamItemDelayMs: 150 });
    try {
      const page = await openPopup();
      const popup = new PopupPage(page);
      const ping = () => page.evaluate(() => chrome.runtime.sendMessage({ type: 'ping', data: {} }));
      const bootBefore = (await ping()).data.startedAt;
      await popup.search(QUESTION);
      await popup.getAnswerButton.click();
      await waitForPartialAnswer(popup);
      const shownBefore = ((await popup.summaryBody.textContent()) ?? '').length;

      // Stops the worker the way Chrome's idle shutdown does: its globals, its fetches and its ports are gone.
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();

      await expect(popup.summary.getByRole('alert')).toBeVisible({ timeout: 15_000 });
      await expect(popup.summary).toHaveAttribute('aria-busy', 'false');
      expect(
        ((await popup.summaryBody.textContent()) ?? '').length,
        'what had arrived is still shown',
      ).toBeGreaterThanOrEqual(shownBefore);
      await expect(popup.summary.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
      await expect(popup.answerCost).toHaveCount(0);
      await expect.poll(() => answersAborted(emulator)).toBe(1);
      await settle(page);
      expect(answerRequests(emulator)).toBe(1);
      expect(answers(emulator)).toBe(1);
      // The worker really was stopped (a new instance answers now).
      expect((await ping()).data.startedAt).not.toBe(bootBefore);
    } finally {
      emulator.updateSettings({ streamItemDelayMs: DEFAULT_STREAM_ITEM_DELAY_MS });
    }
  });
});

test('Search-plan key alone: the popup says plainly that there are no AI summaries and how to add AI answers', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey(SEARCH_KEY);
  const page = await openPopup();
  const popup = new PopupPage(page);
  await popup.search(QUESTION);
  await popup.waitForResults();
  await expect(popup.placeCards.first()).toBeVisible();
  await expect(page.getByText('Your API plan does not include AI summaries.', { exact: true })).toBeVisible();
  await expect(
    page.getByText('An Answers key, added in the options, gives AI answers billed per answer.', { exact: true }),
  ).toBeVisible();
  await expect(popup.summary).toHaveCount(0);
  await expect(popup.getAnswerButton).toHaveCount(0);
  expect(answerRequests(emulator, SEARCH_KEY)).toBe(0);
  expect(answers(emulator, SEARCH_KEY)).toBe(0);
});

test('legacy Pro AI key (demo-ai), even with an Answers key set: the summarizer streams the summary, no answer is asked for', async ({
  openPopup,
  useKey,
  serviceWorker,
  emulator,
}) => {
  await useKey('demo-ai');
  await useAnswersKey(serviceWorker);
  emulator.updateSettings({ streamItemDelayMs: 40 });
  try {
    const page = await openPopup();
    const popup = new PopupPage(page);
    await page.evaluate(recordSummaryProgress);
    await popup.search(QUESTION);
    await popup.waitForResults();
    await popup.waitForFinalSummary();
    const { snapshots, sawGetAnswer } = await summaryProgress(page);
    expect(snapshots.filter((s) => s.busy === 'true' && s.text > 0).length, 'the summary streamed').toBeGreaterThan(1);
    expect(sawGetAnswer).toBe(false);
    await expect(popup.citations.first()).toHaveAttribute('href', /^https:\/\//);
    await expect(popup.answerCost).toHaveCount(0);
    await expect(popup.summary).not.toContainText('Billed per answer');
    expect(stats(emulator, 'demo-ai')?.billed).toBe(1);
    expect(answerRequests(emulator)).toBe(0);
    expect(answers(emulator)).toBe(0);
    expect(answers(emulator, 'demo-ai')).toBe(0);
  } finally {
    emulator.updateSettings({ streamItemDelayMs: DEFAULT_STREAM_ITEM_DELAY_MS });
  }
});

test('options: the Answers key is saved masked, "Verify Answers key" costs exactly one answer, and the plan names Answers as the AI source', async ({
  openOptions,
  useKey,
  emulator,
}) => {
  await useKey(SEARCH_KEY);
  const page = await openOptions();
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Answers key (optional)', exact: true }),
  });
  const field = page.getByLabel('Answers key', { exact: true });
  await expect(section.getByRole('status').first()).toHaveText('No key saved');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Verify Answers key' })).toHaveCount(0);
  await field.fill(ANSWERS_KEY);
  await section.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(section.getByRole('status').first()).toHaveText('Saved, ending …wers');
  await expect(field).toHaveValue('');
  expect(await page.evaluate(() => chrome.storage.local.get(['answersKey', 'apiKey']))).toEqual({
    answersKey: ANSWERS_KEY,
    apiKey: SEARCH_KEY,
  });
  expect(await page.content()).not.toContain(ANSWERS_KEY);
  await expect(section).toContainText('Checking asks one short question, which costs one answer.');
  expect(answerRequests(emulator)).toBe(0);

  await section.getByRole('button', { name: 'Verify Answers key', exact: true }).click();
  await expect(section.getByRole('status').last()).toHaveText(
    /^The Answers key works\. Cost of this answer: \$\d+(\.\d+)?$/,
    { timeout: 20_000 },
  );
  await expect.poll(() => answers(emulator)).toBe(1);
  expect(answerRequests(emulator)).toBe(1);

  const plan = page.locator('section', { has: page.getByRole('heading', { name: 'Your plan', exact: true }) });
  await plan.getByRole('button', { name: /^Verify key/ }).click();
  await expect(plan.getByRole('status')).toHaveText('The key works. Billed searches for this check: 1.');
  await expect(
    plan.locator('.options-dl-row', { has: page.locator('dt', { hasText: 'AI summary' }) }).locator('dd'),
  ).toHaveText('No');
  await expect(plan).toContainText('AI answers: Answers (billed per answer)');
  expect(answers(emulator)).toBe(1);
  expect(stats(emulator, SEARCH_KEY)?.billed).toBe(1);
});

test('in-page: a selection summarized with today\'s keys offers "Get AI answer"; only a trusted click streams one billed answer', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey(SEARCH_KEY);
  await useAnswersKey(serviceWorker);
  emulator.updateSettings({ streamItemDelayMs: 40 });
  try {
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/answers', ARTICLE));
    const selected = await selectHeading(page);
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: selected });

    await expect.poll(() => panel.exists()).toBe(true);
    // Its price on it: the panel's frame may ask the prices (spending.prices), nothing more of the ledger.
    await expect.poll(() => panel.buttons(), { timeout: 15_000 }).toContain('Get AI answer (≈ $0.016)');
    expect(await panel.text()).toContain('Billed per answer by your Answers plan.');
    expect(answerRequests(emulator)).toBe(0);

    // A click the page could fake (untrusted) does nothing.
    await panel.inPanel(function () {
      [...this.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith('Get AI answer'))!.click();
    });
    await settle(page, 1_000);
    expect(await panel.buttons()).toContain('Get AI answer (≈ $0.016)');
    expect(answerRequests(emulator)).toBe(0);

    await panel.recordProgress();
    await panel.clickButton(/^Get AI answer/);
    await expect.poll(() => panel.text(), { timeout: 20_000 }).toMatch(/Cost of this answer: \$\d/);
    const progress = await panel.progress();
    const partial = progress.filter((p) => p.busy === 'true' && p.text > 0);
    expect(partial.length, 'text was shown while the answer was still being written').toBeGreaterThan(1);
    expect(progress.at(-1)).toMatchObject({ busy: 'false' });
    const citations = (await panel.links()).filter((link) => /^\[\d+\]$/.test(link.text));
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) expect(citation.href).toMatch(/^https:\/\//);
    expect(citations[0]).toMatchObject({ text: '[1]', label: 'Source 1' });
    expect((await panel.buttons()).some((name) => name.startsWith('Get AI answer'))).toBe(false);
    await expect.poll(() => answers(emulator)).toBe(1);
    expect(answerRequests(emulator)).toBe(1);
  } finally {
    emulator.updateSettings({ streamItemDelayMs: DEFAULT_STREAM_ITEM_DELAY_MS });
  }
});
