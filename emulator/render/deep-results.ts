import type { Site, WebDoc } from '../world/types';
import { siteByHost } from '../world/sites';
import { SITELINKS_ON_BIG_SITE, SITELINKS_ON_NAVIGATIONAL } from '../assumptions';

/** Sitelinks of a site without its own: the usual pages any site has. */
function plainSitelinks(site: Site): ReadonlyArray<readonly [string, string]> {
  return [
    ['Home', '/'],
    [`All ${site.prefix}`, `/${site.prefix}`],
    ['About', '/about'],
    ['Contact', '/contact'],
  ];
}

/**
 * `deep_results` (A41): 4 sitelinks on the first result of the site a navigational query names, 2 on every
 * result of a big site; undefined elsewhere.
 */
export function deepResults(doc: WebDoc, navigationalDocId: number | undefined) {
  const site = siteByHost(doc.host);
  if (!site) return undefined;
  const navigational = doc.id === navigationalDocId;
  if (!navigational && !site.sitelinks) return undefined;
  const links = (site.sitelinks ?? plainSitelinks(site)).slice(
    0,
    navigational ? SITELINKS_ON_NAVIGATIONAL : SITELINKS_ON_BIG_SITE,
  );
  return {
    buttons: links.map(([title, path]) => ({ type: 'button_result', title, url: `https://${site.host}${path}` })),
  };
}
