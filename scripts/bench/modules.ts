/**
 * Where the service worker's and the in-page script's bytes go: a Vite plugin (on only when `npm run bench` builds,
 * through SCOUT_MODULE_REPORT in wxt.config.ts) records each module's rendered length per output file, and
 * `moduleShares` groups them by package or source folder. Rendered lengths are before minification, so a group's
 * share is an estimate; its KB are that share of the file's measured gzip.
 */
import fs from 'node:fs';
import type { Plugin } from 'vite';
import { IN_PAGE_FILE, WORKER_FILE } from './sizes';

const REPORTED_FILES = [WORKER_FILE, IN_PAGE_FILE];
const TOP_GROUPS = 12;

type Recorded = Record<string, [id: string, renderedLength: number][]>;

export interface ModuleShare {
  group: string;
  share: number;
  gzip_kb: number;
}

export function moduleReport(file: string): Plugin {
  return {
    name: 'scout-module-report',
    generateBundle(_options, bundle) {
      const recorded: Recorded = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !REPORTED_FILES.includes(output.fileName)) continue;
        recorded[output.fileName] = Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]);
      }
      fs.writeFileSync(file, JSON.stringify(recorded));
    },
  };
}

/** A module's group: its package (`zod`, `@wxt-dev/storage`) or its source folder (`utils/worker/api`, `components`). */
export function groupOf(id: string, root: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('/node_modules/');
  if (inPackage >= 0) {
    const parts = path.slice(inPackage + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (!path.startsWith(`${root}/`)) return 'bundler runtime, virtual modules';
  const folders = path
    .slice(root.length + 1)
    .split('/')
    .slice(0, -1);
  // utils/ has two sides (ui-safe/, worker/) with their layers under them; entrypoints/ one folder per entrypoint.
  const depth = folders[0] === 'utils' ? 3 : folders[0] === 'entrypoints' ? 2 : 1;
  return folders.slice(0, depth).join('/') || '(top level)';
}

/** The largest groups of each reported file, with their share of its rendered bytes and of its gzip size. */
export function moduleShares(
  file: string,
  root: string,
  gzipKb: Record<string, number>,
): Record<string, ModuleShare[]> {
  const recorded: Recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
  const shares: Record<string, ModuleShare[]> = {};
  for (const [output, modules] of Object.entries(recorded)) {
    const total = modules.reduce((sum, [, length]) => sum + length, 0);
    const groups = new Map<string, number>();
    for (const [id, length] of modules) {
      const group = groupOf(id, root);
      groups.set(group, (groups.get(group) ?? 0) + length);
    }
    shares[output] = [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_GROUPS)
      .map(([group, length]) => ({
        group,
        share: Math.round((1000 * length) / total) / 1000,
        gzip_kb: Math.round((10 * (gzipKb[output] ?? 0) * length) / total) / 10,
      }));
  }
  return shares;
}
