import { browser } from 'wxt/browser';
import type { PolicyContext } from '@/utils/worker/messaging/sender-policy';

export function policyContext(): PolicyContext {
  return { extensionId: browser.runtime.id, extensionOrigin: new URL(browser.runtime.getURL('/')).origin };
}
