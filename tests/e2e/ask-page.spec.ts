/**
 * "Ask Scout about this page" (issue 38 point 3): the `scout-ask-page` menu item on a plain article opens the in-page
 * panel with the question and its price before anything is sent; after the user's confirmed click, exactly one
 * Answers request goes out, and its one message carries the page's text (a sentence of it) and address.
 */
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { menuClick, openPage } from './pages/in-page';
import { ARTICLE } from './pages/articles';

declare const chrome: any;

const SEARCH_KEY = 'demo-search';
const ANSWERS_KEY = 'demo-answers';
const SENTENCE = 'The best espresso in town is at Torra Roasters, near São Bento.';

const answerBodies = (emulator: RunningEmulator) =>
  emulator
    .requests()
    .filter((request) => request.endpoint === 'chat/completions')
    .map((request) => JSON.parse(request.body ?? '{}') as { messages: { role: string; content: string }[] });

test('the scout-ask-page menu item on a plain article shows a price before anything is sent; the request after the confirmation carries a sentence of the page', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey(SEARCH_KEY);
  await serviceWorker.evaluate((key) => chrome.storage.local.set({ answersKey: key }), ANSWERS_KEY);
  const url = pages.set('/ask-page', ARTICLE);
  const { page, panel, tabId } = await openPage(context, serviceWorker, url);
  await menuClick(serviceWorker, tabId, { menuItemId: 'scout-ask-page', pageUrl: page.url() });

  await expect.poll(() => panel.exists()).toBe(true);
  await expect.poll(() => panel.text(), { timeout: 15_000 }).toMatch(/At most \$\d+\.\d+/);
  const shown = await panel.text();
  expect(shown).toMatch(/\d[\d,]* of \d[\d,]* characters of this page’s text are sent/);
  expect(await panel.queryValue()).toBe('Summarize this page');
  expect(answerBodies(emulator)).toEqual([]);

  // The confirmation: a trusted click on Ask, again while the click guard turned it down (it came too soon after the
  // panel appeared); once asked, the answer's section is there and nothing is clicked again.
  const asked = () =>
    panel.inPanel(function () {
      return this.querySelector('.scout-summary') !== null;
    });
  await expect
    .poll(
      async () => {
        if (!(await asked())) await panel.clickButton('Ask');
        return asked();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect.poll(() => panel.text(), { timeout: 20_000 }).toMatch(/Cost of this answer: \$\d/);

  const [body] = answerBodies(emulator);
  expect(body?.messages).toHaveLength(1);
  const message = body!.messages[0]!.content;
  expect(message).toContain(SENTENCE);
  expect(message).toContain(`Page URL: ${page.url()}`);
  expect(message).toMatch(/Question: Summarize this page$/);
  // Form fields are not the page's text.
  expect(message).not.toContain('Pastelaria Nata Dourada opens at seven.');
  expect(answerBodies(emulator)).toHaveLength(1);
});
