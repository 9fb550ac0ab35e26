import { z } from 'zod';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createRouter } from '@/utils/messaging/router';
import { protocol } from '@/utils/messaging/protocol';
import { createHandlers } from '@/utils/background/handlers';
import { createPortHandler } from '@/utils/background/ports';
import { policyContext } from '@/utils/background/policy-context';
import { restrictStorageToTrustedContexts } from '@/utils/background/storage-access';
import { createApiAccess } from '@/utils/services/api-access';

// MV3's CSP forbids eval: without this, zod probes `Function('')` and Chrome logs a CSP violation.
z.config({ jitless: true });

// Listeners are registered synchronously on every start: the MV3 worker is killed after 30 s idle.
export default defineBackground(() => {
  void restrictStorageToTrustedContexts();
  const access = createApiAccess();
  const route = createRouter(protocol, createHandlers(access), policyContext());
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));
  browser.runtime.onConnect.addListener(createPortHandler(access, policyContext()));
});
