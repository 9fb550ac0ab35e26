import { defineContentScript } from 'wxt/utils/define-content-script';

// Registered for on-demand injection only (scripting.executeScript from the background after a user gesture):
// Scout never runs on a page the user did not ask it to act on.
export default defineContentScript({
  registration: 'runtime',
  main() {},
});
