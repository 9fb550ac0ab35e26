// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint step must actually catch raw-HTML and dynamic-code sinks (docs/security-plan.md G2). */
describe('eslint config', () => {
  const eslint = new ESLint();
  const lint = async (code: string, file = 'components/Probe.tsx') => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result!.messages.map((m) => m.ruleId);
  };

  it.each([
    ['innerHTML', 'export function f(el: HTMLElement, s: string) { el.innerHTML = s; }'],
    ['outerHTML', 'export function f(el: HTMLElement, s: string) { el.outerHTML = s; }'],
    ['insertAdjacentHTML', "export function f(el: HTMLElement, s: string) { el.insertAdjacentHTML('beforeend', s); }"],
    [
      'dangerouslySetInnerHTML',
      'export const X = (p: { s: string }) => <div dangerouslySetInnerHTML={{ __html: p.s }} />;',
    ],
    ['eval', 'export const f = (s: string) => eval(s);'],
    ['new Function', "export const f = (s: string) => new Function('a', s);"],
    ['document.write', 'export const f = (s: string) => document.write(s);'],
  ])('reports %s', async (_name, code) => {
    expect((await lint(code)).length).toBeGreaterThan(0);
  });

  it('passes ordinary code', async () => {
    expect(await lint('export const X = (p: { s: string }) => <p>{p.s}</p>;')).toEqual([]);
  });
});

/** The layer rules (eslint.config.js, ARCHITECTURE.md): UIs stay thin clients, and utils/ folders import downwards. */
describe('eslint layer rules', () => {
  const eslint = new ESLint();
  const rules = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result!.messages.map((m) => m.ruleId);
  };
  const RESTRICTED_UI = '@typescript-eslint/no-restricted-imports';
  const RESTRICTED_LAYER = 'no-restricted-imports';

  it.each([
    ['components/Probe.tsx', "import { createApiClient } from '@/utils/worker/api/endpoints/client';"],
    ['entrypoints/popup/Probe.tsx', "import { search } from '@/utils/worker/services/search';"],
    ['entrypoints/options/Probe.tsx', "import { settingsSchema } from '@/utils/contract/settings-schema';"],
    ['entrypoints/in-page/Probe.ts', "import { protocol } from '@/utils/contract/protocol';"],
    ['components/Probe.tsx', "import { z } from 'zod';"],
    ['components/Probe.tsx', "import * as z from 'zod/mini';"],
    ['components/Probe.tsx', "import { mapWeb } from '@/utils/worker/view/map-web';"],
    // Nothing of the worker, types included: what the UIs share with it is the contract's.
    ['components/Probe.tsx', "import type { ApiAccess } from '@/utils/worker/services/api-access';"],
    ['entrypoints/popup/Probe.tsx', "import type { Handlers } from '../../utils/worker/background/handlers/heavy';"],
  ])('a UI file (%s) may not import a background module: %s', async (file, code) => {
    expect(await rules(`${code}\nexport const probe = 1;`, file)).toContain(RESTRICTED_UI);
  });

  it.each([
    ['components/Probe.tsx', "import type { PlainError } from '@/utils/contract/protocol';"],
    ['components/Probe.tsx', "import { t } from '@/utils/ui-safe/i18n';"],
    ['entrypoints/popup/Probe.tsx', "import { send } from '@/utils/ui-safe/messaging/client';"],
    ['entrypoints/popup/Probe.tsx', "import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';"],
    ['entrypoints/popup/Probe.tsx', "import type { SearchView } from '../../utils/contract/reply-schemas';"],
  ])('a UI file (%s) may import the contract types and the zod-free modules: %s', async (file, code) => {
    expect(await rules(`${code}\nexport const probe = 1;`, file)).not.toContain(RESTRICTED_UI);
  });

  it.each([
    ['utils/ui-safe/messaging/client.ts', "import { protocol } from '../../worker/messaging/protocol';"],
    ['utils/ui-safe/messaging/client.ts', "import { createApiClient } from '../../worker/api/client';"],
    ['utils/ui-safe/settings/choices.ts', "import { settingsSchema } from '@/utils/contract/settings-schema';"],
    ['utils/ui-safe/richtext/links.ts', "import { parseMarkdown } from '../../worker/richtext/markdown';"],
    ['utils/ui-safe/query/limits.ts', "import { z } from 'zod';"],
    ['utils/ui-safe/query/limits.ts', "import type { ApiAccess } from '../../worker/services/api-access';"],
  ])('a module the UIs import (%s) stays off the background layers: %s', async (file, code) => {
    expect(await rules(`${code}\nexport const probe = 1;`, file)).toContain(RESTRICTED_UI);
  });

  it.each([
    ['utils/worker/api/endpoints/client.ts', "import { search } from '@/utils/worker/services/search';"],
    ['utils/worker/api/endpoints/client.ts', "import type { Mapped } from '@/utils/worker/view/map-web';"],
    ['utils/worker/view/map-web.ts', "import { handlers } from '../background/handlers';"],
    ['utils/ui-safe/richtext/tree.ts', "import type { Settings } from '../settings/schema';"],
    ['utils/worker/messaging/router.ts', "import { search } from '@/utils/worker/services/search';"],
    ['utils/worker/services/search.ts', "import type { Route } from '@/utils/worker/messaging/router';"],
    ['utils/worker/services/search.ts', "import { handlers } from '../background/handlers';"],
  ])('a lower layer (%s) may not import a higher one, types included: %s', async (file, code) => {
    expect(await rules(`${code}\nexport const probe = 1;`, file)).toContain(RESTRICTED_LAYER);
  });

  it('keeps the contract off the worker, and lets every worker layer and the UIs read it', async () => {
    for (const code of [
      "import { search } from '@/utils/worker/services/search';",
      "import type { ApiAccess } from '../worker/services/api-access';",
    ])
      expect(await rules(`${code}\nexport const probe = 1;`, 'utils/contract/x.ts')).toContain(RESTRICTED_UI);
    const contract = "import { protocol } from '@/utils/contract/protocol';\nexport const probe = protocol;";
    for (const file of ['utils/worker/api/x.ts', 'utils/worker/storage/x.ts', 'utils/worker/services/x.ts'])
      expect(await rules(contract, file)).toEqual([]);
  });

  it('lets a higher layer import a lower one', async () => {
    const code = "import { parseMarkdown } from '../richtext/markdown';\nexport const p = parseMarkdown;";
    expect(await rules(code, 'utils/worker/view/x.ts')).toEqual([]);
  });

  it('holds for a UI folder the config has never heard of, and leaves the worker entry free', async () => {
    const code = "import { search } from '@/utils/worker/services/search';\nexport const probe = search;";
    expect(await rules(code, 'entrypoints/new-ui/Probe.tsx')).toContain(RESTRICTED_UI);
    expect(await rules(code, 'entrypoints/background.ts')).not.toContain(RESTRICTED_UI);
  });

  it('keeps the bounded index below the api and storage layers that share it', async () => {
    const use = "import { boundedIndex } from '../bounded/bounded-index';\nexport const probe = boundedIndex;";
    expect(await rules(use, 'utils/worker/api/x.ts')).toEqual([]);
    expect(await rules(use, 'utils/worker/storage/x.ts')).toEqual([]);
    for (const code of [
      "import { sessionStore } from '../storage/area';",
      "import type { ResponseCache } from '../api/cache';",
      "import { isQuotaError } from '@/utils/worker/storage/quota';",
    ])
      expect(await rules(`${code}\nexport const probe = 1;`, 'utils/worker/bounded/x.ts')).toContain(RESTRICTED_LAYER);
  });

  it('lets the UI-safe modules import each other, and holds their layers across the two sides', async () => {
    const fine = "import { plainText } from '../richtext/plain';\nexport const probe = plainText;";
    expect(await rules(fine, 'utils/ui-safe/view/x.ts')).toEqual([]);
    const up = "import { knownError } from '../../ui-safe/view/plain-error';\nexport const probe = knownError;";
    expect(await rules(up, 'utils/worker/api/x.ts')).toContain(RESTRICTED_LAYER);
  });
});
