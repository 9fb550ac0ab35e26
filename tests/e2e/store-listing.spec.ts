/**
 * Store readiness, checked on the built manifests (no browser needed): every permission, optional permission and host
 * permission any build asks for has its one-sentence reason in every store listing (store/<language>.md), the
 * listings' name and short description are the extension's own, and the Firefox build declares the data consent
 * utils/ui-safe/data-flows.ts describes. A permission added to wxt.config.ts fails here until its reason is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dataCollectionPermissions } from '../../utils/ui-safe/data-flows';
import { CHROME_BUILD_DIR, DEMO_BUILD_DIR, FIREFOX_BUILD_DIR } from './paths';

const BUILDS = { chrome: CHROME_BUILD_DIR, firefox: FIREFOX_BUILD_DIR, demo: DEMO_BUILD_DIR };
const LANGUAGES = ['en', 'de'];

interface Manifest {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  browser_specific_settings?: { gecko?: { data_collection_permissions?: unknown } };
}

const manifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const messages = (language: string): Record<string, { message: string }> =>
  JSON.parse(fs.readFileSync(`public/_locales/${language}/messages.json`, 'utf8'));

/** The text under `## heading` in a listing, up to the next heading. */
function section(listing: string, heading: string): string {
  const match = new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(listing);
  return match?.[1]?.trim() ?? '';
}

/** `- \`name\`: sentence` lines of a section, by name. */
function reasons(listing: string, heading: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name, sentence] of section(listing, heading).matchAll(/^- `([^`]+)`: (.*)$/gm))
    found.set(name!, [...(found.get(name!) ?? []), sentence!]);
  return found;
}

for (const language of LANGUAGES) {
  const listing = fs.readFileSync(`store/${language}.md`, 'utf8');

  test(`the ${language} listing gives one sentence of reason for every permission a build asks for`, () => {
    const apis = reasons(listing, 'Permissions');
    const hosts = reasons(listing, 'Host permissions');
    const missing: string[] = [];
    for (const [build, dir] of Object.entries(BUILDS)) {
      const m = manifest(dir);
      const check = (names: string[] | undefined, known: Map<string, string[]>) => {
        for (const name of names ?? []) {
          const sentences = known.get(name);
          if (!sentences) missing.push(`${build}: ${name}`);
          else {
            expect(sentences, `${name}: one line`).toHaveLength(1);
            // One sentence: a capital first, a full stop last, and no sentence break in between.
            expect(sentences[0], name).toMatch(/^\p{Lu}[^]*\.$/u);
            expect(sentences[0], name).not.toMatch(/[.!?] \p{Lu}/u);
          }
        }
      };
      check([...(m.permissions ?? []), ...(m.optional_permissions ?? [])], apis);
      check([...(m.host_permissions ?? []), ...(m.optional_host_permissions ?? [])], hosts);
    }
    expect(missing, `store/${language}.md has no reason for`).toEqual([]);
  });

  test(`the ${language} listing's name and short description are the extension's own`, () => {
    const own = messages(language);
    expect(section(listing, 'Name')).toBe(own.extName!.message);
    const short = section(listing, 'Short description');
    expect(short).toBe(own.extDescription!.message);
    // The Chrome Web Store's summary holds 132 characters (AMO's 250).
    expect(short.length).toBeLessThanOrEqual(132);
    expect(section(listing, 'Single purpose').length).toBeGreaterThan(40);
    expect(section(listing, 'Long description').length).toBeGreaterThan(200);
  });
}

test('the Firefox build declares the data consent of utils/ui-safe/data-flows.ts; the Chrome builds declare none', () => {
  expect(manifest(FIREFOX_BUILD_DIR).browser_specific_settings?.gecko?.data_collection_permissions).toEqual(
    dataCollectionPermissions(),
  );
  for (const dir of [CHROME_BUILD_DIR, DEMO_BUILD_DIR]) expect(manifest(dir).browser_specific_settings).toBeUndefined();
});

test('every build ships the privacy policy the options page links to', () => {
  for (const dir of Object.values(BUILDS)) {
    const page = fs.readFileSync(path.join(dir, 'privacy.html'), 'utf8');
    expect(page).toContain('<h1>Scout&#39;s privacy policy</h1>');
    expect(page).not.toMatch(/<script/i);
  }
});
