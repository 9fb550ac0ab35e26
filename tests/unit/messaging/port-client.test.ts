import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openStream } from '@/utils/ui-safe/messaging/port-client';

describe('openStream', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a closed stream, without throwing, where the extension context is gone (E3)', async () => {
    vi.spyOn(fakeBrowser.runtime, 'connect').mockImplementation(() => {
      throw new Error('Extension context invalidated.');
    });
    const onClose = vi.fn();
    const close = openStream('scout.summary', { searchId: 'x' }, { onEvent: vi.fn(), onClose });
    expect(onClose).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(onClose).toHaveBeenCalledOnce();
    expect(() => close()).not.toThrow();
  });

  it('closes without throwing when the context went away while the stream was open (E3)', () => {
    const port = {
      onMessage: { addListener: vi.fn() },
      onDisconnect: { addListener: vi.fn() },
      postMessage: vi.fn(),
      disconnect: vi.fn(),
    };
    vi.spyOn(fakeBrowser.runtime, 'connect').mockReturnValue(port as never);
    const close = openStream('scout.places', { searchId: 'x' }, { onEvent: vi.fn() });
    port.disconnect.mockImplementation(() => {
      throw new Error('Extension context invalidated.');
    });
    expect(() => close()).not.toThrow();
    expect(port.disconnect).toHaveBeenCalledOnce();
  });
});
