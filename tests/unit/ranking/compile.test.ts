// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileRanking, MAX_GOGGLE_CHARS } from '@/utils/ui-safe/ranking/compile';
import { MAX_RANKED_SITES, validRanking, withRule, type RankedSite } from '@/utils/ui-safe/ranking/rules';

const site = (host: string, rule: RankedSite['rule']): RankedSite => ({ host, rule });

describe('compileRanking', () => {
  it('writes one line per site: $discard, $downrank=3, $boost=3 and, for a pin, the highest boost', () => {
    const { goggle, dropped } = compileRanking([
      site('spam.example', 'block'),
      site('meh.example', 'lower'),
      site('good.example', 'raise'),
      site('docs.python.org', 'pin'),
    ]);
    expect(goggle).toBe(
      [
        '$discard,site=spam.example',
        '$boost=10,site=docs.python.org',
        '$boost=3,site=good.example',
        '$downrank=3,site=meh.example',
      ].join('\n'),
    );
    expect(dropped).toEqual([]);
  });

  it('sends no Goggle for an empty list (the same search, and cache entry, as before)', () => {
    expect(compileRanking([])).toEqual({ sent: [], dropped: [] });
  });

  it('sends at most MAX_GOGGLE_CHARS of a 1,000-site list: blocks first, newest first, and names the rest', () => {
    const list = Array.from({ length: 1_000 }, (_, i) =>
      site(`site-${String(i).padStart(4, '0')}.example`, (['block', 'lower', 'raise', 'pin'] as const)[i % 4]!),
    );
    const { goggle, sent, dropped } = compileRanking(list);
    expect(goggle!.length).toBeLessThanOrEqual(MAX_GOGGLE_CHARS);
    expect(sent.length + dropped.length).toBe(1_000);
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.every((entry) => entry.rule === 'block')).toBe(true);
    expect(sent[0]!.host).toBe('site-0996.example');
    expect(goggle!.split('\n')).toHaveLength(sent.length);
    expect(dropped[0]!.rule).toBe('block');
    expect(dropped.at(-1)!.rule).toBe('lower');
  });
});

describe('validRanking and withRule', () => {
  it('drops damaged entries and hostile hosts, keeps each host once (the later rule), at most 1,000', () => {
    expect(
      validRanking([
        site('a.example', 'raise'),
        { host: 'b.example,boost=10', rule: 'raise' },
        { host: 'c.example', rule: 'nuke' },
        null,
        'x',
        site('a.example', 'block'),
      ]),
    ).toEqual([site('a.example', 'block')]);
    const many = Array.from({ length: MAX_RANKED_SITES + 5 }, (_, i) => site(`s${i}.example`, 'lower'));
    const kept = validRanking(many);
    expect(kept).toHaveLength(MAX_RANKED_SITES);
    expect(kept[0]!.host).toBe('s5.example');
  });

  it('sets a rule at the newest place, and removes it with null', () => {
    const list = [site('a.example', 'raise'), site('b.example', 'lower')];
    expect(withRule(list, 'a.example', 'block')).toEqual([site('b.example', 'lower'), site('a.example', 'block')]);
    expect(withRule(list, 'a.example', null)).toEqual([site('b.example', 'lower')]);
  });
});
