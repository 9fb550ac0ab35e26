import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HostAccessNotice } from '@/entrypoints/options/HostAccessNotice';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ORIGIN = 'https://api.search.brave.com';
const grantState = (granted: boolean) => {
  const contains = vi.fn(() => Promise.resolve(granted));
  fakeBrowser.permissions.contains = contains as unknown as typeof fakeBrowser.permissions.contains;
  return contains;
};

describe('the options page without the API host permission (E6)', () => {
  it('says so and grants it from a click: the popup\'s "Open options" lands on something to click', async () => {
    const contains = grantState(false);
    const request = vi.fn(() => Promise.resolve(true));
    fakeBrowser.permissions.request = request as unknown as typeof fakeBrowser.permissions.request;
    render(<HostAccessNotice origin={ORIGIN} />);
    expect(contains).toHaveBeenCalledWith({ origins: ['https://api.search.brave.com/*'] });
    expect((await screen.findByRole('alert')).textContent).toBe('Scout needs permission to reach the search service.');
    fireEvent.click(screen.getByRole('button', { name: 'Allow Scout to reach api.search.brave.com' }));
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.search.brave.com/*'] });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when the browser refuses', async () => {
    grantState(false);
    fakeBrowser.permissions.request = vi.fn(() =>
      Promise.resolve(false),
    ) as unknown as typeof fakeBrowser.permissions.request;
    render(<HostAccessNotice origin={ORIGIN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Allow Scout to reach api.search.brave.com' }));
    expect(await screen.findByText(/The browser did not let Scout reach api\.search\.brave\.com/)).toBeTruthy();
  });

  it('shows nothing while the permission is there', async () => {
    const contains = grantState(true);
    const { container } = render(<HostAccessNotice origin={ORIGIN} />);
    await waitFor(() => expect(contains).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
