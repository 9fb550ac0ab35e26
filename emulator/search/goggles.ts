/**
 * Inline Goggles, a small subset: `$boost=N,site=host`, `$downrank=N,site=host` and `$discard,site=host`, one rule
 * per line (metadata lines starting with `!` are skipped). A hosted goggle URL cannot be fetched offline, so it
 * is accepted and changes nothing.
 */
export interface GoggleRule {
  action: 'boost' | 'downrank' | 'discard';
  strength: number;
  site: string;
}

export function parseGoggles(goggles: readonly string[]): GoggleRule[] {
  const rules: GoggleRule[] = [];
  for (const goggle of goggles) {
    if (/^https?:\/\//i.test(goggle.trim())) continue;
    for (const line of goggle.split(/\r?\n/)) {
      const match = /^\$(boost|downrank|discard)(?:=(\d+))?,site=([a-z0-9.-]+)\s*$/i.exec(line.trim());
      if (!match) continue;
      const action = (match[1] ?? 'boost').toLowerCase() as GoggleRule['action'];
      rules.push({ action, strength: Number(match[2] ?? 1), site: (match[3] ?? '').toLowerCase() });
    }
  }
  return rules;
}

function onSite(host: string, site: string): boolean {
  return host === site || host.endsWith(`.${site}`);
}

/** The adjusted score, or undefined when a rule discards the page. */
export function applyGoggles(rules: readonly GoggleRule[], host: string, score: number): number | undefined {
  let adjusted = score;
  for (const rule of rules) {
    if (!onSite(host, rule.site)) continue;
    if (rule.action === 'discard') return undefined;
    adjusted = rule.action === 'boost' ? adjusted * (1 + rule.strength) : adjusted / (1 + rule.strength);
  }
  return adjusted;
}

export function hostMatchesSite(host: string, site: string): boolean {
  return onSite(host, site.replace(/^www\./, '')) || onSite(host.replace(/^www\./, ''), site.replace(/^www\./, ''));
}
