/**
 * ErrorRemedy without `hostAccess`, as the in-page panel renders it (entrypoints/panel/): a missing host permission
 * leads to the options page even where the permissions API exists (the panel is an extension page, and has it). The
 * remedies themselves are tested through ActionableError (ActionableError.test.tsx).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ErrorRemedy } from '@/components/errors/ErrorRemedy';
import { openOptions } from '@/components/common/open-options';
import { send } from '@/utils/ui-safe/messaging/client';

vi.mock('@/components/common/open-options', () => ({ openOptions: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));

afterEach(cleanup);

it('without a host-access view, a missing permission leads to the options page, asking nothing', () => {
  const request = vi.fn(() => Promise.resolve(true));
  fakeBrowser.permissions.request = request as unknown as typeof fakeBrowser.permissions.request;
  render(<ErrorRemedy error={{ kind: 'noPermission', message: '' }} onRetry={() => {}} trustedOnly />);
  expect(screen.queryByRole('button', { name: /Allow Scout/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
  expect(openOptions).toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
  expect(request).not.toHaveBeenCalled();
});
