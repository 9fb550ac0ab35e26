/**
 * The data lines of an event that did not parse alone (SSE joins an event's data lines with "\n"), kept so that each
 * character is looked at once: a scan of the JSON's nesting says when the object could be whole, and only then is it
 * joined and parsed, once. Re-joining and re-parsing on every line made a hostile stream (a 256 KB unreadable event,
 * then thousands of tiny lines) quadratic (docs/security-plan.md C9).
 */

export interface PendingEvent {
  /** No lines held. */
  readonly empty: boolean;
  /** Adds a data line; returns the event's JSON once the lines held so far close an object that parses. */
  add(value: string): unknown;
  /** What the lines held parse to (at the end of an event), if anything; empties the buffer. */
  end(): unknown;
  /** Drops the lines held (a line that parsed alone started a new event). */
  clear(): void;
}

export function createPendingEvent(maxChars: number, maxLines: number): PendingEvent {
  let lines: string[] = [];
  let chars = 0;
  let depth = 0;
  let started = false;
  let inString = false;
  let escaped = false;
  // The lines can never become JSON: they do not start an object, went past a cap, or closed one that did not parse.
  let dead = false;

  const clear = () => {
    lines = [];
    chars = 0;
    depth = 0;
    started = inString = escaped = dead = false;
  };
  /** Scans `text`; true when the outermost object closed in it (whatever follows makes the event unreadable). */
  const scan = (text: string): boolean => {
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
      } else if (!started) {
        if (char === '{') {
          started = true;
          depth = 1;
        } else if (char.trim() !== '') {
          dead = true;
          return false;
        }
      } else if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth += 1;
      else if ((char === '}' || char === ']') && --depth === 0) return true;
    }
    return false;
  };
  const parse = (): unknown => {
    try {
      return JSON.parse(lines.join('\n')) as unknown;
    } catch {
      return undefined;
    }
  };

  return {
    get empty() {
      return lines.length === 0;
    },
    add(value) {
      if (dead) return undefined;
      if (lines.length >= maxLines || chars + value.length > maxChars) {
        dead = true;
        return undefined;
      }
      lines.push(value);
      chars += value.length;
      if (!scan(lines.length > 1 ? `\n${value}` : value)) return undefined;
      const payload = parse();
      if (payload === undefined) dead = true;
      else clear();
      return payload;
    },
    end() {
      const payload = dead || lines.length === 0 ? undefined : parse();
      clear();
      return payload;
    },
    clear,
  };
}
