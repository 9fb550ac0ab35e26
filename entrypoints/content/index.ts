import { defineContentScript } from 'wxt/utils/define-content-script';
import { startPageAgent } from './page-agent';

// Registered for on-demand injection only (scripting.executeScript from the background after the user asked, see
// utils/background/tab-agent.ts): Scout never runs on a page the user did not ask it to act on.
export default defineContentScript({
  registration: 'runtime',
  main() {
    startPageAgent();
  },
});
