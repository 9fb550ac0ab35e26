/**
 * An AI answer as Markdown, for "Copy": the title, the text with its `[n]` citation markers, entity lists, then the
 * numbered sources with their URLs. The API's text is escaped, so a pasted answer renders as the words it was: its
 * own brackets, asterisks or angle brackets make no links, emphasis or HTML. Links are only the http(s) URLs that
 * passed `safeHttpUrl`.
 */
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import type { RichNode } from '@/utils/ui-safe/richtext/tree';
import type { SummaryBlock, SummaryView } from '@/utils/contract/view-schemas';

/** Characters that mean something inline in Markdown (CommonMark lets any ASCII punctuation be escaped). */
const INLINE = /[\\`*_[\]<>~|!]/g;
/** Line starts that would make a heading, a quote, a list item or a rule. */
const LINE_START = /^(\s*)([#>+=-]|\d+[.)])/gm;

export const escapeMarkdown = (text: string): string =>
  text.replace(INLINE, '\\$&').replace(LINE_START, (_all, space: string, mark: string) => `${space}\\${mark}`);

/** An http(s) URL as a Markdown link destination: parentheses and spaces encoded, so the link ends where it should. */
const destination = (url: string): string | undefined =>
  safeHttpUrl(url)?.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');

const link = (text: string, url: string): string => {
  const href = destination(url);
  return href === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${href})`;
};

/** A code span: a fence longer than any run of backticks inside, so its text needs no escaping. */
function codeSpan(text: string): string {
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\n/g, ' ')}${pad}${fence}`;
}

function inline(nodes: readonly RichNode[]): string {
  return nodes
    .map((node): string => {
      if (typeof node === 'string') return escapeMarkdown(node);
      switch (node.t) {
        case 'strong':
          return `**${inline(node.c)}**`;
        case 'em':
          return `*${inline(node.c)}*`;
        case 'code':
          return codeSpan(plainText(node.c));
        case 'a': {
          const href = destination(node.href);
          return href === undefined ? inline(node.c) : `[${inline(node.c)}](${href})`;
        }
        case 'ref':
          return `[${node.n}]`;
        case 'br':
          return '\n';
        default:
          // Blocks inside a paragraph's text keep their words, on their own line.
          return `\n${inline(node.c)}\n`;
      }
    })
    .join('');
}

function block(part: SummaryBlock): string {
  if (part.kind === 'paragraph') return inline(part.content).trim();
  return part.items
    .map((item, i) => {
      const marker = part.ordered ? `${i + 1}.` : '-';
      const name = item.url ? link(item.name, item.url) : escapeMarkdown(item.name);
      const text = item.text
        ? inline(item.text)
            .replace(/\s*\n\s*/g, ' ')
            .trim()
        : '';
      return `${marker} **${name}**${text ? `: ${text}` : ''}`;
    })
    .join('\n');
}

/** `sourcesHeading`: the word for "Sources" in the UI's language. */
export function answerMarkdown(summary: SummaryView, sourcesHeading: string): string {
  const parts: string[] = [];
  if (summary.title) parts.push(`## ${escapeMarkdown(summary.title)}`);
  for (const part of summary.blocks) {
    const text = block(part);
    if (text !== '') parts.push(text);
  }
  // A bullet list, not an ordered one: renderers renumber "1. 3." as "1. 2.", which would break the [n] markers. Each
  // URL is written out (an autolink), so it survives a paste into plain text too.
  const source = (title: string, url: string) => {
    const href = destination(url);
    return `${escapeMarkdown(title)}${href === undefined ? '' : ` — <${href}>`}`;
  };
  const sources = [
    ...summary.citations.map((c) => `- [${c.number}] ${source(c.title ?? c.hostname, c.url)}`),
    ...summary.sources.map((s) => `- ${source(s.title ?? s.hostname, s.url)}`),
  ];
  if (sources.length > 0) parts.push(`${escapeMarkdown(sourcesHeading)}:\n\n${sources.join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}
