import { describe, expect, it } from 'vitest';
import { answerMarkdown } from '@/components/summary/answer-markdown';
import type { SummaryView } from '@/utils/contract/view-schemas';

const SUMMARY: SummaryView = {
  title: 'Python',
  blocks: [
    {
      kind: 'paragraph',
      content: [
        'Python is ',
        { t: 'strong', c: ['readable'] },
        ' and ',
        { t: 'em', c: ['popular'] },
        ' ',
        { t: 'ref', n: 1 },
        '.',
      ],
    },
    { kind: 'paragraph', content: ['Use ', { t: 'code', c: ['pip install x'] }, ' ', { t: 'ref', n: 3 }] },
    { kind: 'list', ordered: false, items: [{ name: 'PyPI', url: 'https://pypi.org/', text: ['The index'] }] },
  ],
  citations: [
    { number: 1, url: 'https://docs.python.org/3/', hostname: 'docs.python.org', title: 'Python docs' },
    { number: 3, url: 'https://en.wikipedia.org/wiki/Python_(programming_language)', hostname: 'en.wikipedia.org' },
  ],
  sources: [{ url: 'https://realpython.com/', hostname: 'realpython.com', title: 'Real Python' }],
  entities: [],
  followups: [],
  status: 'complete',
};

describe('answerMarkdown', () => {
  it('writes the answer with its [n] markers and the numbered citations with their URLs', () => {
    expect(answerMarkdown(SUMMARY, 'Sources')).toBe(
      [
        '## Python',
        '',
        'Python is **readable** and *popular* [1].',
        '',
        'Use `pip install x` [3]',
        '',
        '- **[PyPI](https://pypi.org/)**: The index',
        '',
        'Sources:',
        '',
        '- [1] Python docs — <https://docs.python.org/3/>',
        '- [3] en.wikipedia.org — <https://en.wikipedia.org/wiki/Python_%28programming_language%29>',
        '- Real Python — <https://realpython.com/>',
        '',
      ].join('\n'),
    );
  });

  it('escapes the API’s text: its brackets, stars and tags make no links, emphasis or HTML', () => {
    const hostile: SummaryView = {
      ...SUMMARY,
      title: '# [click](javascript:alert(1))',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            '<img src=x onerror=alert(1)> *x* [y](http://evil) \\',
            { t: 'a', href: 'javascript:alert(1)', c: ['link'] },
          ],
        },
      ],
      citations: [{ number: 1, url: 'javascript:alert(1)', hostname: 'evil', title: '[z](http://evil)' }],
      sources: [],
    };
    const markdown = answerMarkdown(hostile, 'Sources');
    expect(markdown).toContain('## \\# \\[click\\](javascript:alert(1))');
    expect(markdown).toContain('\\<img src=x onerror=alert(1)\\> \\*x\\* \\[y\\](http://evil) \\\\link');
    expect(markdown).toContain('- [1] \\[z\\](http://evil)\n');
    // No unescaped link to anything but http(s).
    expect(markdown).not.toMatch(/(?<!\\)\]\((?!https?:)|<javascript:/);
  });

  it('escapes line starts that would make headings, quotes or lists', () => {
    const text = '# a\n> b\n- c\n1. d\nplain';
    const plain = { ...SUMMARY, title: undefined, citations: [], sources: [] };
    const markdown = answerMarkdown({ ...plain, blocks: [{ kind: 'paragraph', content: [text] }] }, 'Sources');
    expect(markdown).toBe('\\# a\n\\> b\n\\- c\n\\1. d\nplain\n');
  });
});
