/**
 * What the results tab loads right after its first paint (App.tsx), as one file rather than three: its URL rules, its
 * history list and the opener's site. Each small file cost the store zip about 120 bytes of headers besides its text.
 */
export { recordInUrl, recordTab, targetInUrl } from './url-history';
export { ResultsHistory } from './ResultsHistory';
export { openerSiteHost } from './opener-site';
