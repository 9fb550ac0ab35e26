/**
 * The list as a `.goggle` file (brave/goggles-quickstart's syntax): written with the metadata a hosted Goggle needs,
 * read back line by line. A line Scout cannot take is refused with its number and the rest are kept: a file edited
 * by hand loses only its bad lines.
 */
import { normaliseHost } from './host';
import { MAX_RANKED_SITES, ruleLine, validRanking, type RankedSite, type SiteRule } from './rules';

/** Read no further than this (a list of MAX_RANKED_SITES lines is about 40 KB). */
export const MAX_GOGGLE_FILE_CHARS = 1_000_000;

type RefusalReason = 'syntax' | 'host' | 'full';

export interface Refusal {
  /** 1-based, as an editor numbers lines. */
  line: number;
  reason: RefusalReason;
}

export function goggleFile(list: readonly RankedSite[]): string {
  const header = [
    '! name: Scout ranking',
    '! description: Sites blocked, lowered, raised or pinned in Scout',
    '! public: false',
    '! author: Scout',
  ];
  return [...header, '', ...list.map(ruleLine), ''].join('\n');
}

/** One instruction's rule, if it is one Scout writes: one action and one `site=`, in either order. */
function readLine(line: string): { site: string; rule: SiteRule } | RefusalReason {
  if (!line.startsWith('$')) return 'syntax';
  let rule: SiteRule | undefined;
  let site: string | undefined;
  for (const option of line.slice(1).split(',')) {
    const [name, value, extra] = option.trim().split('=');
    if (extra !== undefined || (rule !== undefined && name !== 'site')) return 'syntax';
    if (name === 'site' && site === undefined && value !== undefined) site = value.trim();
    else if (name === 'discard' && value === undefined) rule = 'block';
    else if ((name === 'boost' || name === 'downrank') && (value === undefined || /^(10|[1-9])$/.test(value.trim()))) {
      const strength = Number(value ?? 1);
      rule = name === 'downrank' ? 'lower' : strength === 10 ? 'pin' : 'raise';
    } else return 'syntax';
  }
  if (rule === undefined || site === undefined) return 'syntax';
  return { site, rule };
}

export function readGoggleFile(text: string): { sites: RankedSite[]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const read: RankedSite[] = [];
  const hosts = new Set<string>();
  text
    .slice(0, MAX_GOGGLE_FILE_CHARS)
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('!')) return;
      const parsed = readLine(line);
      const host = typeof parsed === 'string' ? undefined : normaliseHost(parsed.site);
      if (typeof parsed === 'string') refused.push({ line: index + 1, reason: parsed });
      else if (host === undefined) refused.push({ line: index + 1, reason: 'host' });
      else if (!hosts.has(host) && hosts.size >= MAX_RANKED_SITES) refused.push({ line: index + 1, reason: 'full' });
      else {
        hosts.add(host);
        read.push({ host, rule: parsed.rule });
      }
    });
  return { sites: validRanking(read), refused };
}
