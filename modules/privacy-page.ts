/**
 * PRIVACY.md, shipped inside every build as privacy.html: the options page links to it (AboutFooter.tsx), and it must
 * open offline. A WXT local module (loaded from modules/ without a line in wxt.config.ts) that renders the Markdown
 * at build time with marked, which the background already depends on; the text is the project's own, never API text,
 * and the page runs no script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { defineWxtModule } from 'wxt/modules';

/** The page's name in the build; entrypoints/options/AboutFooter.tsx links to it. */
const PRIVACY_PAGE = 'privacy.html';

/** The same light and dark colours as Scout's pages follow (components/scout.css), without its stylesheet. */
const STYLE = `:root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif}
body{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 4rem}h1{font-size:1.75rem}h2{font-size:1.25rem;margin-top:2rem}
code{font-size:.9em}li{margin:.35rem 0}`;

export function privacyPage(markdown: string): string {
  const body = marked.parse(markdown, { async: false, gfm: true });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scout's privacy policy</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}</main>
</body>
</html>
`;
}

export default defineWxtModule((wxt) => {
  wxt.hook('build:publicAssets', (_wxt, files) => {
    const markdown = fs.readFileSync(path.resolve(wxt.config.root, 'PRIVACY.md'), 'utf8');
    files.push({ relativeDest: PRIVACY_PAGE, contents: privacyPage(markdown) });
  });
});
