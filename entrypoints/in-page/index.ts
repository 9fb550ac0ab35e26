import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPageAgent } from './page-agent';

// Injected on demand only (scripting.executeScript from the background after the user asked, see
// utils/worker/background/tab-agent.ts): Scout never runs on a page the user did not ask it to act on. An unlisted script
// rather than a content script: WXT's ContentScriptContext (1.3 KB of gzip) would go unused here.
export default defineUnlistedScript(() => startPageAgent());
