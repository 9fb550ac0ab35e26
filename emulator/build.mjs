// Builds the package for Node 20 without TypeScript (`npm run build`, and `npm pack` through `prepack`):
// tsc (tsconfig.build.json) writes ES modules and their types to dist/, then every relative import gets the `.js`
// Node's ES module loader needs. The sources keep extensionless imports, as the rest of the repository does
// (bundler resolution); this step is what lets the same sources run from dist/ under plain `node`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

// `from './x'`, `import './x'`, `import('./x')` (declaration files name types that way): relative specifiers only.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function withExtension(file, specifier) {
  const target = join(dirname(file), specifier);
  if (existsSync(`${target}.js`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.js'))) return `${specifier}/index.js`;
  if (specifier.endsWith('.js') && existsSync(target)) return specifier;
  throw new Error(`${file}: cannot resolve ${specifier}`);
}

function fixFolder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) fixFolder(file);
    else if (file.endsWith('.js') || file.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      const fixed = text.replace(
        SPECIFIER,
        (_match, head, quote, specifier) => `${head}${quote}${withExtension(file, specifier)}${quote}`,
      );
      if (fixed !== text) writeFileSync(file, fixed);
    }
  }
}

fixFolder(dist);
