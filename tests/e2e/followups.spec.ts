/**
 * Follow-up questions under an AI answer (issue 38 §1), on the results tab opened from the address bar: the second
 * request's one message carries the first question (read from the emulator's request log, whole up to 64 KB), each
 * answer shows its own cost, Copy copies the whole thread, and "New topic" starts over.
 */
import type { Worker } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { openResultsForUser } from './pages/results';

declare const chrome: any;

const FIRST = 'coffee in Lisbon';
const FOLLOWUP = 'best low light houseplants';

async function useAnswersKey(serviceWorker: Worker): Promise<void> {
  await serviceWorker.evaluate(async () => {
    await chrome.storage.local.set({ answersKey: 'demo-answers' });
  });
}

/** The one message of each Answers request, in order. */
const sentMessages = (emulator: RunningEmulator): string[][] =>
  emulator
    .requests()
    .filter((request) => request.endpoint === 'chat/completions' && request.body !== undefined)
    .map((request) => JSON.parse(request.body!).messages.map((message: { content: string }) => message.content));

test('results tab: an answer, then a "Follow-up question" whose one message carries the first question; each answer its cost; a popup shows the same thread; Copy takes the thread; New topic starts over', async ({
  context,
  extensionId,
  openPopup,
  useKey,
  serviceWorker,
  emulator,
}) => {
  await context.addInitScript(() => {
    const clipboard = navigator.clipboard;
    if (!clipboard) return;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      (window as any).__copied = text;
      return write(text);
    };
  });
  await useKey('demo-search');
  await useAnswersKey(serviceWorker);
  const page = await context.newPage();
  await openResultsForUser(page, extensionId, `?q=${encodeURIComponent(FIRST)}`);
  await page.getByRole('button', { name: /^Get AI answer/ }).click();

  const box = page.getByLabel('Follow-up question', { exact: true });
  await expect(box).toBeVisible({ timeout: 20_000 });
  // The price before the Enter, as "Get AI answer" shows its own.
  await expect(page.getByText(/up to about \$\d+\.\d+ for each follow-up/)).toBeVisible();
  expect(sentMessages(emulator)).toEqual([[FIRST]]);

  await box.fill(FOLLOWUP);
  await box.press('Enter');
  await expect.poll(() => sentMessages(emulator).length).toBe(2);
  const [message, ...others] = sentMessages(emulator)[1]!;
  expect(others).toEqual([]);
  expect(message).toContain(FIRST);
  expect(message).toMatch(new RegExp(`\\nFollow-up question: ${FOLLOWUP}$`));

  const turn = page.locator('.scout-followup-turn');
  await expect(turn.getByRole('heading', { name: FOLLOWUP })).toBeVisible();
  await expect(turn.getByText(/^Cost of this answer: \$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Cost of this answer: \$/)).toHaveCount(2);
  await expect(turn.getByRole('link', { name: 'Source 1', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied as Markdown, with its sources.')).toBeVisible();
  const markdown: string = await page.evaluate(() => (window as any).__copied);
  expect(markdown).toContain(`### ${FIRST}`);
  expect(markdown).toContain(`### ${FOLLOWUP}`);

  // The thread is the search's, in storage.session: a popup opened now shows the same conversation, asking nothing.
  const popup = await openPopup();
  await expect(popup.locator('.scout-followup-turn').getByRole('heading', { name: FOLLOWUP })).toBeVisible();
  await expect(popup.getByText(/^Cost of this answer: \$/)).toHaveCount(2);
  await popup.close();
  expect(sentMessages(emulator)).toHaveLength(2);

  await page.getByRole('button', { name: 'New topic', exact: true }).click();
  await expect(turn).toHaveCount(0);
  await expect(box).toBeVisible();
  // Two answers, each asked for once: the thread's reading and New topic cost nothing.
  expect(emulator.stats().keys['demo-answers']?.answers).toBe(2);
});
