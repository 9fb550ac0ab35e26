/**
 * A preload that points an unchanged Node client at the emulator: every `fetch` to https://api.search.brave.com
 * goes to the emulator at BRAVE_SEARCH_EMULATOR_URL (its origin, e.g. http://127.0.0.1:8787) instead, path, query,
 * method, headers and body as they were.
 *
 *   BRAVE_SEARCH_EMULATOR_URL=http://127.0.0.1:8787 node --import brave-search-emulator/redirect your-client.js
 *
 * Only `fetch` is redirected (not node:http or node:https), which is what the official MCP server and most current
 * clients use.
 */
const API_ORIGIN = 'https://api.search.brave.com';
const setting = process.env.BRAVE_SEARCH_EMULATOR_URL;
if (!setting) throw new Error('brave-search-emulator/redirect: set BRAVE_SEARCH_EMULATOR_URL to the emulator URL');
const emulatorOrigin = new URL(setting).origin;

function redirected(url: string): string | undefined {
  return url === API_ORIGIN || url.startsWith(`${API_ORIGIN}/`)
    ? emulatorOrigin + url.slice(API_ORIGIN.length)
    : undefined;
}

const realFetch = globalThis.fetch;
globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  if (input instanceof Request) {
    const url = redirected(input.url);
    return realFetch(url ? new Request(url, input) : input, init);
  }
  const url = redirected(input instanceof URL ? input.href : String(input));
  return realFetch(url ?? input, init);
};
