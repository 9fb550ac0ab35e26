/**
 * `globalThis.scoutDemo` in the demo/test build only (entrypoints/background.ts adds it behind `MODE === 'demo'`, so
 * production bundles contain none of it; tests/e2e/manifest.spec.ts checks). Tests and the demo cannot click a native
 * menu or type into the address bar, so these call the very listeners registered with the browser:
 * - `contextMenuClick(info, tab)`: the `menus.onClicked` listener;
 * - `omnibox.inputChanged(text)`: the `omnibox.onInputChanged` listener, resolving with exactly the rows it passed to
 *   `suggest`, the default row first (as `{ content: text, description }`); `[]` when a newer input superseded it;
 * - `omnibox.inputEntered(text, disposition)`: the `omnibox.onInputEntered` listener.
 */
import type { Suggestion } from './omnibox-text';
import type { createOmnibox } from './omnibox';

type Omnibox = ReturnType<typeof createOmnibox>;

export function demoHooks<Click>(contextMenuClick: Click, omnibox: Omnibox) {
  return {
    contextMenuClick,
    omnibox: {
      async inputChanged(text: string): Promise<Suggestion[]> {
        let passed: Suggestion[] | undefined;
        const shown = await omnibox.onInputChanged(text, (rows) => (passed = rows));
        return passed ? [{ content: text, description: shown.defaultSuggestion.description }, ...passed] : [];
      },
      inputEntered: omnibox.onInputEntered,
    },
  };
}
