/**
 * Inline Goggles (docs/api-reference.md §10; brave/goggles-quickstart's syntax), A54. Every line is checked as the
 * real service checks a Goggle before running it ("if there are invalid instructions, the Goggle will fail"): a
 * malformed one refuses the request (validation-web: 422 on `goggles`). Of the valid instructions, those with
 * `site=` are applied (`$boost=N`, `$downrank=N`, `$discard`; N 1–10, 1 when absent; options in any order) and so
 * is a generic `$discard` (drop every result no other rule matches); URL patterns and `inurl`/`intitle`-style
 * options are accepted and change nothing. A hosted Goggle's URL cannot be fetched offline: accepted, no change.
 */
export interface GoggleRule {
  action: 'boost' | 'downrank' | 'discard';
  strength: number;
  /** Absent: the generic `$discard` (every result no site rule matches). */
  site?: string;
}

/** What the quickstart names as a Goggle's limits. */
const MAX_GOGGLE_CHARS = 2_000_000;
const MAX_WILDCARDS = 2;
const ACTIONS = ['boost', 'downrank', 'discard'] as const;
const OTHER_OPTIONS = ['inurl', 'intitle', 'indescription', 'incontent'];
const SITE = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i;

export interface GoggleFault {
  line: number;
  reason: string;
  input: string;
}

const isHosted = (goggle: string) => /^https?:\/\//i.test(goggle.trim());

/** One instruction's rule (undefined for a valid one that changes nothing here), or why it is malformed. */
function readInstruction(line: string): GoggleRule | undefined | string {
  const dollar = line.lastIndexOf('$');
  const pattern = dollar === -1 ? line : line.slice(0, dollar);
  if ((pattern.match(/[*^]/g) ?? []).length > MAX_WILDCARDS) return `more than ${MAX_WILDCARDS} wildcards`;
  if (dollar === -1) return undefined;
  let action: GoggleRule['action'] | undefined;
  let strength = 1;
  let site: string | undefined;
  for (const option of line.slice(dollar + 1).split(',')) {
    const [name = '', value, extra] = option.trim().split('=');
    if (extra !== undefined) return `malformed option "${option}"`;
    if (name === 'site') {
      if (site !== undefined || value === undefined || !SITE.test(value)) return `bad site "${value ?? ''}"`;
      site = value.toLowerCase();
    } else if ((ACTIONS as readonly string[]).includes(name)) {
      if (action !== undefined) return 'more than one action';
      action = name as GoggleRule['action'];
      if (value !== undefined && (action === 'discard' || !/^(10|[1-9])$/.test(value)))
        return `bad value for ${name}: "${value}"`;
      strength = Number(value ?? 1);
    } else if (!OTHER_OPTIONS.includes(name) || value !== undefined) return `unknown option "${name}"`;
  }
  if (action === undefined) return undefined;
  if (site === undefined && (action !== 'discard' || pattern.trim() !== '')) return undefined;
  return { action, strength, ...(site !== undefined && { site }) };
}

/** The first malformed instruction of the inline Goggles, if any. */
export function goggleFault(goggles: readonly string[]): GoggleFault | undefined {
  for (const goggle of goggles) {
    if (isHosted(goggle)) continue;
    if (goggle.length > MAX_GOGGLE_CHARS) return { line: 0, reason: 'the Goggle is too large', input: '' };
    const lines = goggle.split(/\r\n|\r|\n/);
    for (const [index, raw] of lines.entries()) {
      const line = raw.trim();
      if (line === '' || line.startsWith('!')) continue;
      const read = readInstruction(line);
      if (typeof read === 'string') return { line: index + 1, reason: read, input: line.slice(0, 200) };
    }
  }
  return undefined;
}

/** The rules the emulator applies; the Goggles were checked by goggleFault first (malformed lines are skipped). */
export function parseGoggles(goggles: readonly string[]): GoggleRule[] {
  return goggles
    .filter((goggle) => !isHosted(goggle))
    .flatMap((goggle) => goggle.split(/\r\n|\r|\n/))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('!'))
    .map(readInstruction)
    .filter((rule): rule is GoggleRule => typeof rule === 'object');
}

function onSite(host: string, site: string): boolean {
  return host === site || host.endsWith(`.${site}`);
}

/** The adjusted score, or undefined when a rule discards the page. */
export function applyGoggles(rules: readonly GoggleRule[], host: string, score: number): number | undefined {
  let adjusted = score;
  let matched = false;
  for (const rule of rules) {
    if (rule.site === undefined || !onSite(host, rule.site)) continue;
    matched = true;
    if (rule.action === 'discard') return undefined;
    adjusted = rule.action === 'boost' ? adjusted * (1 + rule.strength) : adjusted / (1 + rule.strength);
  }
  if (!matched && rules.some((rule) => rule.site === undefined)) return undefined;
  return adjusted;
}

/**
 * Items of a vertical (news, videos) by their relevance, Goggles applied: discarded ones out, the rest re-ranked by
 * their adjusted score (ties keep the given order). `mutated`: a rule changed some item (`mutated_by_goggles`).
 */
export function rankWithGoggles<T>(
  entries: readonly { item: T; host: string; score: number }[],
  goggles: readonly string[],
): { items: T[]; mutated: boolean } {
  const rules = parseGoggles(goggles);
  if (rules.length === 0) return { items: entries.map((entry) => entry.item), mutated: false };
  let mutated = false;
  const kept: { item: T; score: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const score = applyGoggles(rules, entry.host, entry.score);
    if (score !== entry.score) mutated = true;
    if (score !== undefined) kept.push({ item: entry.item, score, at });
  });
  kept.sort((a, b) => b.score - a.score || a.at - b.at);
  return { items: kept.map((entry) => entry.item), mutated };
}

export function hostMatchesSite(host: string, site: string): boolean {
  return onSite(host, site.replace(/^www\./, '')) || onSite(host.replace(/^www\./, ''), site.replace(/^www\./, ''));
}
