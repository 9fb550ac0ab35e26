import { z } from 'zod';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createRouter } from '@/utils/messaging/router';
import { protocol } from '@/utils/messaging/protocol';
import { createHandlers } from '@/utils/background/handlers';
import { policyContext } from '@/utils/background/policy-context';

// MV3's CSP forbids eval: without this, zod probes `Function('')` and Chrome logs a CSP violation.
z.config({ jitless: true });

// Listeners are registered synchronously on every start: the MV3 worker is killed after 30 s idle.
export default defineBackground(() => {
  const route = createRouter(protocol, createHandlers(), policyContext());
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));
});
