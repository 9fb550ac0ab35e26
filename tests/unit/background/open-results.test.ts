import { describe, expect, it, vi } from 'vitest';
import { openResults, openResultsBeside } from '@/utils/worker/background/open-results';

const URL_ = 'chrome-extension://scout/results.html?q=tea';
const tabs = () => ({ update: vi.fn(async () => ({})), create: vi.fn(async () => ({})) });

describe('opening the results page', () => {
  it('navigates the current tab for currentTab', async () => {
    const api = tabs();
    await openResults(URL_, 'currentTab', api);
    expect(api.update).toHaveBeenCalledWith({ url: URL_ });
    expect(api.create).not.toHaveBeenCalled();
  });

  it('opens a new tab, in front or behind, as the browser asks', async () => {
    const api = tabs();
    await openResults(URL_, 'newForegroundTab', api);
    await openResults(URL_, 'newBackgroundTab', api);
    expect(api.create.mock.calls).toEqual([[{ url: URL_, active: true }], [{ url: URL_, active: false }]]);
    expect(api.update).not.toHaveBeenCalled();
  });

  it('"beside" opens an active tab right after the one clicked in, or at the end without one', async () => {
    const api = tabs();
    await openResultsBeside(URL_, { id: 7, index: 3 }, api);
    await openResultsBeside(URL_, undefined, api);
    expect(api.create.mock.calls).toEqual([
      [{ url: URL_, active: true, index: 4, openerTabId: 7 }],
      [{ url: URL_, active: true }],
    ]);
  });
});
