// @vitest-environment node
/**
 * Follow-ups in Firefox ESR (issue 38 §1): in the popup, an AI answer, then the "Follow-up question" box; Enter sends
 * one request whose one message carries the first question (the emulator's request log), and the follow-up's answer
 * shows with its own cost.
 */
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

const scout = scoutPerFile();

const messages = () =>
  scout.emulator
    .requests()
    .filter((r) => r.endpoint === 'chat/completions' && r.body !== undefined)
    .map((r) => JSON.parse(r.body!).messages[0].content as string);
const costs = (page: Page) =>
  page.evaluate(() => [...document.body.innerText.matchAll(/Cost of this answer: \$\d/g)].length);

test('popup: an answer, then a follow-up whose one message carries the first question, with its own cost', async () => {
  await scout.storeKeys({ apiKey: 'demo-search', answersKey: 'demo-answers' });

  const popup = await scout.firefox.openPage('popup.html');
  await waitFor(() => popup.evaluate(() => document.querySelector('input[type="search"]') !== null), 'the popup');
  await popup.type('input[type="search"]', 'coffee in Lisbon');
  await popup.keyboard.press('Enter');
  const clicked = () =>
    popup.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.trim().startsWith('Get AI answer'),
      );
      button?.click();
      return button !== undefined;
    });
  await waitFor(clicked, '"Get AI answer"');
  await waitFor(
    () =>
      popup.evaluate(() => [...document.querySelectorAll('label')].some((l) => l.textContent === 'Follow-up question')),
    'the follow-up box',
    30_000,
  );
  const boxId = await popup.evaluate(
    () => [...document.querySelectorAll('label')].find((l) => l.textContent === 'Follow-up question')!.htmlFor,
  );
  const box = `input[id="${boxId}"]`;
  expect(await popup.evaluate(() => document.body.innerText.includes('for each follow-up'))).toBe(true);
  await popup.type(box, 'best low light houseplants');
  await popup.keyboard.press('Enter');
  await waitFor(async () => messages().length === 2, 'the follow-up request');
  expect(messages()[1]).toContain('coffee in Lisbon');
  expect(messages()[1]).toMatch(/\nFollow-up question: best low light houseplants$/);
  await waitFor(async () => (await costs(popup)) === 2, 'the follow-up answer and its cost', 30_000);
  expect(scout.emulator.stats().keys['demo-answers']?.answers).toBe(2);
});
