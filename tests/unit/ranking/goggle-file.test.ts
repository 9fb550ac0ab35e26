// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { goggleFile, readGoggleFile } from '@/utils/ui-safe/ranking/goggle-file';
import { MAX_RANKED_SITES, type RankedSite } from '@/utils/ui-safe/ranking/rules';

const LIST: RankedSite[] = [
  { host: 'spam.example', rule: 'block' },
  { host: 'docs.python.org', rule: 'pin' },
  { host: 'meh.example', rule: 'lower' },
  { host: 'good.example', rule: 'raise' },
];

describe('the .goggle file', () => {
  it('is a Goggle with its metadata, and reads back as the same list', () => {
    const text = goggleFile(LIST);
    expect(text).toMatch(/^! name: /);
    expect(text).toContain('\n$boost=10,site=docs.python.org\n');
    expect(readGoggleFile(text)).toEqual({ sites: LIST, refused: [] });
    expect(readGoggleFile(goggleFile([]))).toEqual({ sites: [], refused: [] });
  });

  it('refuses each junk line with its number and keeps the rest', () => {
    const text = [
      '! name: mine', //          1
      '$discard,site=a.example', // 2
      'hello world', //           3
      '/blog/$boost=3', //        4: a pattern, not a site rule Scout keeps
      '$boost=11,site=b.example', // 5
      '$discard,site=evil.com,boost=10', // 6: two rules on one line
      '$discard,site=x.com$boost', // 7
      '$site=c.example,downrank=2', // 8: options in either order
      '$boost,site=d.example', // 9: no strength is 1
      '$discard,site=', //        10
      '$discard=2,site=e.example', // 11
      '', //                      12
      '  $downrank=9,site=F.Example  ', // 13
    ].join('\r\n');
    const { sites, refused } = readGoggleFile(text);
    expect(sites).toEqual([
      { host: 'a.example', rule: 'block' },
      { host: 'c.example', rule: 'lower' },
      { host: 'd.example', rule: 'raise' },
      { host: 'f.example', rule: 'lower' },
    ]);
    expect(refused).toEqual([
      { line: 3, reason: 'syntax' },
      { line: 4, reason: 'syntax' },
      { line: 5, reason: 'syntax' },
      { line: 6, reason: 'syntax' },
      { line: 7, reason: 'host' },
      { line: 10, reason: 'host' },
      { line: 11, reason: 'syntax' },
    ]);
  });

  it('keeps at most 1,000 sites and refuses the lines past them; a host twice keeps its later rule', () => {
    const lines = Array.from({ length: MAX_RANKED_SITES + 2 }, (_, i) => `$discard,site=s${i}.example`);
    const { sites, refused } = readGoggleFile([...lines, '$boost=3,site=s0.example'].join('\n'));
    expect(sites).toHaveLength(MAX_RANKED_SITES);
    expect(refused).toEqual([
      { line: MAX_RANKED_SITES + 1, reason: 'full' },
      { line: MAX_RANKED_SITES + 2, reason: 'full' },
    ]);
    expect(sites.at(-1)).toEqual({ host: 's0.example', rule: 'raise' });
  });
});
