/** Grouping the bundle's modules for "Where the bytes go" in docs/benchmarks.md (scripts/bench/modules.ts). */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { groupOf, moduleShares } from '../../../scripts/bench/modules';

const ROOT = '/work/scout';

describe('groupOf', () => {
  it('names a package, scoped or not, wherever node_modules sits', () => {
    expect(groupOf(`${ROOT}/node_modules/zod/v4/core/schemas.js`, ROOT)).toBe('zod');
    expect(groupOf(`${ROOT}/node_modules/@wxt-dev/storage/dist/index.mjs`, ROOT)).toBe('@wxt-dev/storage');
    expect(groupOf(`${ROOT}/node_modules/a/node_modules/b/index.js`, ROOT)).toBe('b');
  });

  it('names a source folder: a layer of a side of utils/, an entrypoint’s folder, one level elsewhere', () => {
    expect(groupOf(`${ROOT}/utils/worker/api/answers/sse.ts`, ROOT)).toBe('utils/worker/api');
    expect(groupOf(`${ROOT}/entrypoints/in-page/highlight/text-map.ts`, ROOT)).toBe('entrypoints/in-page');
    expect(groupOf(`${ROOT}/components/summary/SummaryCard.tsx`, ROOT)).toBe('components');
    expect(groupOf(`${ROOT}/components/scout.css?inline`, ROOT)).toBe('components');
    expect(groupOf(`${ROOT}/utils/ui-safe/i18n.ts`, ROOT)).toBe('utils/ui-safe');
  });

  it("puts the bundler's own and virtual modules together", () => {
    expect(groupOf('\0rolldown/runtime.js', ROOT)).toBe('bundler runtime, virtual modules');
    expect(groupOf(`virtual:wxt-background-entrypoint?${ROOT}/entrypoints/background.ts`, ROOT)).toBe(
      'bundler runtime, virtual modules',
    );
  });
});

describe('moduleShares', () => {
  it("gives each group its share of the rendered bytes and that share of the file's gzip, largest first", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scout-modules-')), 'modules.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        'background.js': [
          [`${ROOT}/utils/worker/api/endpoints/client.ts`, 100],
          [`${ROOT}/node_modules/zod/v4/core/schemas.js`, 250],
          [`${ROOT}/utils/worker/api/wire/url.ts`, 50],
          [`${ROOT}/node_modules/zod/v4/mini/schemas.js`, 350],
          [`${ROOT}/utils/worker/view/map-web.ts`, 250],
        ],
      }),
    );
    expect(moduleShares(file, ROOT, { 'background.js': 40 })).toEqual({
      'background.js': [
        { group: 'zod', share: 0.6, gzip_kb: 24 },
        { group: 'utils/worker/view', share: 0.25, gzip_kb: 10 },
        { group: 'utils/worker/api', share: 0.15, gzip_kb: 6 },
      ],
    });
  });
});
