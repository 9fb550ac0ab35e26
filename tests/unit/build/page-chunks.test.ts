import { describe, expect, it } from 'vitest';
import { chunkName, pageChunks } from '@/scripts/build/page-chunks';

const PAGES = ['options', 'panel', 'popup', 'results', 'sidepanel'];
const entry = (page: string) => `/src/entrypoints/${page}/index.html`;

/** A module graph as the bundler reports it: each module's static and lazy imports. */
type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

/** The file each module of `graph` goes in, and the rank of the group that takes it (earlier takes first). */
function split(graph: Graph): Record<string, [string, number] | null> {
  const { plugin, codeSplitting } = pageChunks(PAGES);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      isEntry: id.endsWith('index.html'),
      importedIds: graph[id]?.imports ?? [],
      dynamicallyImportedIds: graph[id]?.lazy ?? [],
    }),
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return Object.fromEntries(
    Object.keys(graph).map((id) => {
      const rank = codeSplitting.groups.findIndex((group) => group.name(id) !== null);
      return [id, rank < 0 ? null : [codeSplitting.groups[rank]!.name(id)!, rank]];
    }),
  );
}

describe('page-chunks (which file of the extension pages a module goes in)', () => {
  it("puts a search page's first paint in client (other pages load it too) or app (only the search pages)", () => {
    const search = (how: 'static' | 'later') =>
      new Map([
        ['popup', how],
        ['results', how],
        ['sidepanel', how],
      ] as const);
    expect(chunkName(new Map([...search('static'), ['options', 'static'], ['panel', 'static']]))).toBe('client');
    expect(chunkName(new Map([...search('static'), ['panel', 'later']]))).toBe('client');
    expect(chunkName(search('static'))).toBe('app');
    expect(
      chunkName(
        new Map([
          ['popup', 'later'],
          ['sidepanel', 'static'],
        ]),
      ),
    ).toBe('app');
  });

  it('names any other shared module after the pages that load it, and leaves a one-page module to the bundler', () => {
    const later = (...pages: string[]) => new Map(pages.map((page) => [page, 'later' as const]));
    expect(chunkName(later('popup', 'results', 'sidepanel'))).toBe('search');
    expect(chunkName(later('popup', 'results', 'sidepanel', 'panel'))).toBe('search-panel');
    expect(chunkName(new Map([...later('popup', 'results', 'sidepanel', 'panel'), ['options', 'static']]))).toBe(
      'search-options-panel',
    );
    expect(
      chunkName(
        new Map([
          ['results', 'later'],
          ['options', 'static'],
        ]),
      ),
    ).toBe('results-options');
    expect(
      chunkName(
        new Map([
          ['options', 'static'],
          ['panel', 'static'],
        ]),
      ),
    ).toBe('options-panel');
    expect(chunkName(later('popup'))).toBeNull();
    expect(chunkName(new Map())).toBeNull();
  });

  it("keeps a new folder's module the in-page panel shares with the answer out of the answer's file (the research card)", () => {
    const files = split({
      [entry('panel')]: { imports: ['/src/entrypoints/panel/Panel.tsx'] },
      '/src/entrypoints/panel/Panel.tsx': { imports: ['/src/components/new/Card.tsx', 'preact'] },
      [entry('options')]: { imports: ['/src/entrypoints/options/App.tsx'] },
      '/src/entrypoints/options/App.tsx': { imports: ['preact', '/src/components/errors/HostAccessButton.tsx'] },
      ...Object.fromEntries(
        ['popup', 'results', 'sidepanel'].map((page) => [
          entry(page),
          { imports: ['/src/components/app/SearchApp.tsx'] },
        ]),
      ),
      '/src/components/app/SearchApp.tsx': { imports: ['preact'], lazy: ['/src/components/app/AnswerBody.tsx'] },
      '/src/components/app/AnswerBody.tsx': {
        imports: ['/src/components/new/Card.tsx', '/src/components/errors/HostAccessButton.tsx'],
      },
      '/src/components/new/Card.tsx': { imports: ['/src/utils/ui-safe/text.ts'] },
      '/src/components/errors/HostAccessButton.tsx': {},
      '/src/utils/ui-safe/text.ts': {},
      preact: {},
    });
    expect(files['/src/components/new/Card.tsx']![0]).toBe('search-panel');
    expect(files['/src/components/errors/HostAccessButton.tsx']![0]).toBe('search-options');
    expect(files['/src/components/app/AnswerBody.tsx']![0]).toBe('search');
    expect(files['/src/components/app/SearchApp.tsx']![0]).toBe('app');
    expect(files.preact![0]).toBe('client');
    expect(files['/src/entrypoints/panel/Panel.tsx']).toBeNull();
    // The bundler gives a group's file what its modules import, unless an earlier group took it: imports rank first.
    expect(files['/src/utils/ui-safe/text.ts']).toEqual(['search-panel', files['/src/components/new/Card.tsx']![1]]);
    expect(files.preact![1]).toBeLessThan(files['/src/components/app/SearchApp.tsx']![1]);
    expect(files['/src/components/app/SearchApp.tsx']![1]).toBeLessThan(files['/src/components/new/Card.tsx']![1]);
    expect(files['/src/components/new/Card.tsx']![1]).toBeLessThan(files['/src/components/app/AnswerBody.tsx']![1]);
  });
});
