/**
 * webextension-polyfill (which the worker keeps: wxt.config.ts) wraps Chrome's `chrome` object in a proxy and looks
 * an API up in its table of every namespace's methods (`apiMetadata`, which gives each its `minArgs`) only when
 * Scout's code reads that namespace. Entries for namespaces the worker never reads (bookmarks, downloads, history,
 * devtools ...) are never looked up: this build-only Vite plugin leaves them out of the table, 0.7 KB of gzip in
 * every cold start of the worker. Every namespace the worker reads keeps its entry, so every call it makes is
 * wrapped exactly as before (tests/unit/build/polyfill-worker-apis.test.ts checks the list against the sources).
 * A polyfill whose file no longer has this shape fails the build here.
 */
import { parseAst, type Plugin } from 'vite';
import { dependencyRewrite, type AstNode } from './dependency-rewrite';

const POLYFILL_FILE = /[\\/]node_modules[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill\.js$/;

/** The namespaces of the table the worker reads through `browser.<namespace>` (utils/, entrypoints/background.ts). */
export const WORKER_NAMESPACES: ReadonlySet<string> = new Set([
  'commands',
  'contextMenus',
  'i18n',
  'permissions',
  'runtime',
  'storage',
  'tabs',
]);

type Property = AstNode & { key?: AstNode & { name?: string; value?: unknown } };

/** The one `apiMetadata = {…}` object literal, wherever it is nested. */
function findTable(node: unknown): (AstNode & { properties: Property[] }) | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const candidate = node as AstNode;
  if (candidate.type === 'VariableDeclarator' && (candidate.id as { name?: string }).name === 'apiMetadata') {
    const init = candidate.init as AstNode & { properties?: Property[] };
    return init.type === 'ObjectExpression' ? (init as AstNode & { properties: Property[] }) : undefined;
  }
  for (const child of Object.values(candidate)) {
    const found = Array.isArray(child) ? child.map(findTable).find(Boolean) : findTable(child);
    if (found) return found;
  }
  return undefined;
}

const keyOf = (property: Property) => property.key?.name ?? property.key?.value;

/** The polyfill's code with only the worker's namespaces left in its table. */
export function workerApisOnly(code: string, keep: ReadonlySet<string> = WORKER_NAMESPACES): string {
  const table = findTable(parseAst(code));
  const names = table?.properties.map(keyOf) ?? [];
  if (!table || !names.includes('runtime') || !names.includes('tabs'))
    throw new Error("polyfill-worker-apis: webextension-polyfill's apiMetadata table not found");
  const kept = table.properties.filter((property) => keep.has(String(keyOf(property))));
  const text = `{${kept.map((property) => code.slice(property.start, property.end)).join(',')}}`;
  return code.slice(0, table.start) + text + code.slice(table.end);
}

export const polyfillWorkerApis = (): Plugin =>
  dependencyRewrite('scout-polyfill-worker-apis', POLYFILL_FILE, (code) => workerApisOnly(code));
