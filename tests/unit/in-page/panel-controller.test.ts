import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPanelController } from '@/entrypoints/in-page/panel-controller';
import { HOST_TAG } from '@/entrypoints/in-page/panel-host';

vi.mock('@/utils/messaging/client', () => ({ send: vi.fn(() => new Promise(() => {})) }));
vi.mock('@/utils/messaging/port-client', () => ({ openStream: vi.fn(() => () => {}) }));

afterEach(() => document.body.replaceChildren());
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPanelController (F6)', () => {
  it('reuses one panel for every job, without adding listeners to the page per job or per re-attachment', async () => {
    const controller = createPanelController();
    const onDocument = vi.spyOn(document, 'addEventListener');
    const onWindow = vi.spyOn(window, 'addEventListener');
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    const afterFirst = onDocument.mock.calls.length + onWindow.mock.calls.length;
    for (let i = 0; i < 10; i++) {
      controller.open({ type: 'scout.findPlaces', text: `coffee ${i}` });
      document.querySelector(HOST_TAG)?.remove();
      await settle();
    }
    expect(document.querySelectorAll(HOST_TAG)).toHaveLength(1);
    expect(onDocument.mock.calls.length + onWindow.mock.calls.length).toBe(afterFirst);
    controller.close();
    expect(document.querySelectorAll(HOST_TAG)).toHaveLength(0);
  });

  it('gives focus back to what had it on the page', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    const controller = createPanelController();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    await vi.waitFor(() => expect(document.activeElement).not.toBe(button));
    controller.close();
    expect(document.activeElement).toBe(button);
  });
});
