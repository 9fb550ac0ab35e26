/**
 * Finds the inline tags in the answer's text as it streams (docs/answers-api.md §3.2): `<citation>`, `<enum_start>`,
 * `<enum_item>`, `<enum_end>` and `<usage>` wrap JSON (or a bare word) and are handed on; research-mode and other
 * metadata tags are dropped with their content. A tag may be split across chunks at any character, so this is a
 * state machine fed piece by piece. Its memory is bounded: a tag's content is kept up to MAX_TAG_CHARS, the rest of
 * an oversized tag is scanned and dropped.
 *
 * The real closing tag is found with a scan that knows JSON strings and escapes, because web-derived strings in
 * the JSON may hold a literal `</citation>`. A `<` that does not open a tag stays text, and so does a tag-like word
 * that is neither known nor followed by JSON (`<b>`, `a <b and c`): the renderers deal with markup in text.
 */

type DataTagName = 'citation' | 'enum_start' | 'enum_item' | 'enum_end' | 'usage';

/** Research mode's tags (§3.2), kept only by a research's scanner (research-events.ts reads them). */
type ResearchTagName = 'queries' | 'analyzing' | 'thinking' | 'progress' | 'blindspots' | 'answer';

export type Piece =
  { kind: 'text'; text: string } | { kind: 'tag'; name: DataTagName | ResearchTagName; content: string };

interface TagScanner {
  /** Pieces completed by this text; a partial tag is held back until it closes. */
  push(text: string): Piece[];
  /** At the end of the stream: a held-back `<` that never became a tag is text; an unterminated tag is dropped. */
  end(): Piece[];
}

/** A citation is well under 2 KB and an entity a few KB; a larger tag is not worth keeping. */
const MAX_TAG_CHARS = 64 * 1024;
/**
 * A long answer has a few dozen tags; past this many, tags are still removed from the text but not kept.
 * @internal Exported for the tests alone (tests/unit/api/answers-tags.test.ts).
 */
export const MAX_TAGS = 1_000;

const DATA_TAGS: ReadonlySet<string> = new Set<DataTagName>([
  'citation',
  'enum_start',
  'enum_item',
  'enum_end',
  'usage',
]);
/** Research mode's progress and answer tags (§3.2): dropped from an answer, kept by a research's scanner. */
const METADATA_TAGS: ReadonlySet<string> = new Set([
  'queries',
  'analyzing',
  'thinking',
  'progress',
  'insights',
  'blindspots',
  'answer',
]);
const RESEARCH_TAGS: ReadonlySet<string> = new Set<ResearchTagName>([
  'queries',
  'analyzing',
  'thinking',
  'progress',
  'blindspots',
  'answer',
]);
/** A research's final answer is long Markdown with its sources: kept up to this size (its rich text is bounded after). */
const MAX_RESEARCH_ANSWER_CHARS = 512 * 1024;
const MAX_NAME_CHARS = 32;
/** Whitespace allowed between an unknown `<name>` and the JSON that makes it a metadata tag. */
const MAX_PEEK_CHARS = 16;

interface Body {
  at: 'body';
  name: string;
  close: string;
  /** False for dropped tags (metadata, oversized, past MAX_TAGS): scanned to their end, content not kept. */
  keep: boolean;
  /** Past this many characters its content is dropped. */
  max: number;
  content: string;
  /** JSON content is scanned string-aware; other content (`ul`, empty) just for the closing tag. */
  mode: 'undecided' | 'json' | 'plain';
  inString: boolean;
  escaped: boolean;
  /** How many characters of the closing tag have been seen, outside any string. */
  matched: number;
}

type State = { at: 'text' } | { at: 'open'; buffer: string } | { at: 'peek'; buffer: string; name: string } | Body;

const TEXT: State = { at: 'text' };

/**
 * `research`: research mode's tags are kept too, outside MAX_TAGS (a flood of `<progress>` must not crowd out the
 * `<answer>`; its reader keeps only the latest of each, so they cost no memory here).
 */
export function createTagScanner({ research = false } = {}): TagScanner {
  let state: State = TEXT;
  let tags = 0;

  function startBody(name: string, keep: boolean, max = MAX_TAG_CHARS): Body {
    return {
      at: 'body',
      name,
      close: `</${name}>`,
      keep,
      max,
      content: '',
      mode: 'undecided',
      inString: false,
      escaped: false,
      matched: 0,
    };
  }

  function enterTag(name: string): Body {
    if (research && RESEARCH_TAGS.has(name))
      return startBody(name, true, name === 'answer' ? MAX_RESEARCH_ANSWER_CHARS : MAX_TAG_CHARS);
    const isData = DATA_TAGS.has(name);
    if (isData) tags += 1;
    return startBody(name, isData && tags <= MAX_TAGS);
  }

  /** Scans a body from `from`; returns where scanning stopped and the finished tag, if it closed. */
  function scanBody(body: Body, input: string, from: number): { next: number; piece?: Piece; closed: boolean } {
    for (let index = from; index < input.length; index += 1) {
      const char = input[index]!;
      if (body.matched > 0) {
        if (char === body.close[body.matched]) {
          body.matched += 1;
          if (body.matched === body.close.length) {
            const whole = body.keep ? body.content + input.slice(from, index + 1) : '';
            const piece: Piece | undefined = body.keep
              ? {
                  kind: 'tag',
                  name: body.name as DataTagName | ResearchTagName,
                  content: whole.slice(0, whole.length - body.close.length),
                }
              : undefined;
            return { next: index + 1, piece, closed: true };
          }
          continue;
        }
        // Not the closing tag after all. Its characters cannot change the JSON string state, so only this one is re-read.
        body.matched = 0;
      }
      if (body.mode === 'undecided' && !isSpace(char))
        body.mode = char === '{' || char === '[' || char === '"' ? 'json' : 'plain';
      if (body.mode === 'json') {
        if (body.inString) {
          if (body.escaped) body.escaped = false;
          else if (char === '\\') body.escaped = true;
          else if (char === '"') body.inString = false;
          continue;
        }
        if (char === '"') {
          body.inString = true;
          continue;
        }
      }
      if (char === '<') body.matched = 1;
    }
    if (body.keep) {
      body.content += input.slice(from);
      if (body.content.length > body.max + body.close.length) {
        body.keep = false;
        body.content = '';
      }
    }
    return { next: input.length, closed: false };
  }

  function push(input: string): Piece[] {
    const pieces: Piece[] = [];
    let text = '';
    const flushText = () => {
      if (text !== '') pieces.push({ kind: 'text', text });
      text = '';
    };
    let index = 0;
    while (index < input.length) {
      const current: State = state;
      if (current.at === 'text') {
        const open = input.indexOf('<', index);
        if (open === -1) {
          text += input.slice(index);
          index = input.length;
        } else {
          text += input.slice(index, open);
          state = { at: 'open', buffer: '<' };
          index = open + 1;
        }
      } else if (current.at === 'open') {
        const char = input[index]!;
        const name = current.buffer.slice(1);
        if (char === '>' && name !== '') {
          index += 1;
          state =
            DATA_TAGS.has(name) || METADATA_TAGS.has(name)
              ? enterTag(name)
              : { at: 'peek', buffer: `${current.buffer}>`, name };
        } else if (isNameChar(char, name === '') && name.length < MAX_NAME_CHARS) {
          current.buffer += char;
          index += 1;
        } else {
          // Not a tag: the `<` and what followed are text, and this character is read again as text.
          text += current.buffer;
          state = TEXT;
        }
      } else if (current.at === 'peek') {
        const char = input[index]!;
        if (char === '{' || char === '[') {
          // An unknown tag with a JSON payload is metadata of a kind Scout does not know yet: dropped.
          state = startBody(current.name, false);
        } else if (isSpace(char) && current.buffer.length < current.name.length + 2 + MAX_PEEK_CHARS) {
          current.buffer += char;
          index += 1;
        } else {
          text += current.buffer;
          state = TEXT;
        }
      } else {
        const { next, piece, closed } = scanBody(current, input, index);
        index = next;
        if (closed) {
          state = TEXT;
          if (piece) {
            flushText();
            pieces.push(piece);
          }
        }
      }
    }
    flushText();
    return pieces;
  }

  function end(): Piece[] {
    const last = state;
    state = TEXT;
    if (last.at === 'open' || last.at === 'peek') return [{ kind: 'text', text: last.buffer }];
    return [];
  }

  return { push, end };
}

function isNameChar(char: string, first: boolean): boolean {
  return first ? /[A-Za-z]/.test(char) : /[A-Za-z0-9_-]/.test(char);
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\n' || char === '\r' || char === '\t';
}
