import type { ValidationIssue } from '../http/errors';
import type { ParamSource } from './params';
import { parseFreshness, type Freshness } from './freshness';
import { goggleFault } from '../search/goggles';

/** A query is at most this many words (docs/api-reference.md §1.1, §8). */
const MAX_QUERY_WORDS = 50;

const TRUE_WORDS = ['1', 'on', 't', 'true', 'y', 'yes'];
const FALSE_WORDS = ['0', 'off', 'f', 'false', 'n', 'no'];

/** pydantic renders enum choices as `'a', 'b' or 'c'`. */
export function describeChoices(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * Reads typed fields and collects pydantic-style issues (type/loc/msg/input/ctx) instead of stopping at the
 * first, because FastAPI reports every bad field in one 422.
 */
export class FieldReader {
  readonly issues: ValidationIssue[] = [];

  constructor(
    private readonly params: ParamSource,
    private readonly where = 'query',
  ) {}

  add(name: string, type: string, msg: string, input: unknown, ctx?: Record<string, unknown>): void {
    const issue: ValidationIssue = { type, loc: [this.where, name], msg, input };
    if (ctx) issue.ctx = ctx;
    this.issues.push(issue);
  }

  missing(name: string): void {
    this.add(name, 'missing', 'Field required', null);
  }

  string(name: string, min: number, max: number): string | undefined {
    const value = this.params.last(name);
    if (value === undefined) return undefined;
    if (value.length < min) {
      this.add(name, 'string_too_short', `String should have at least ${min} character${min === 1 ? '' : 's'}`, value, {
        min_length: min,
      });
      return undefined;
    }
    if (value.length > max) {
      this.add(name, 'string_too_long', `String should have at most ${max} characters`, value, { max_length: max });
      return undefined;
    }
    return value;
  }

  int(name: string, min: number, max: number, fallback: number): number {
    const raw = this.params.last(name);
    if (raw === undefined) return fallback;
    if (!/^\s*[+-]?\d+\s*$/.test(raw)) {
      this.add(name, 'int_parsing', 'Input should be a valid integer, unable to parse string as an integer', raw);
      return fallback;
    }
    const value = Number(raw);
    if (value < min) {
      this.add(name, 'greater_than_equal', `Input should be greater than or equal to ${min}`, raw, { ge: min });
      return fallback;
    }
    if (value > max) {
      this.add(name, 'less_than_equal', `Input should be less than or equal to ${max}`, raw, { le: max });
      return fallback;
    }
    return value;
  }

  /** A query (`q`): 1–400 characters, not blank, at most 50 words. Undefined when absent or bad (then an issue). */
  query(name: string, required: boolean): string | undefined {
    if (required && !this.params.has(name)) this.missing(name);
    const q = this.string(name, 1, 400);
    if (q !== undefined && q.trim() === '') {
      this.add(name, 'value_error', 'Value error, the query must not be empty', q);
      return undefined;
    }
    if (q !== undefined && q.trim().split(/\s+/).length > MAX_QUERY_WORDS) {
      this.add(name, 'value_error', `Value error, the query must not have more than ${MAX_QUERY_WORDS} words`, q);
      return undefined;
    }
    return q;
  }

  /** A number (pydantic float) in [min, max]; undefined when absent or bad. */
  float(name: string, min: number, max: number): number | undefined {
    const raw = this.params.last(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) {
      this.add(name, 'float_parsing', 'Input should be a valid number, unable to parse string as a number', raw);
      return undefined;
    }
    if (value < min) {
      this.add(name, 'greater_than_equal', `Input should be greater than or equal to ${min}`, raw, { ge: min });
      return undefined;
    }
    if (value > max) {
      this.add(name, 'less_than_equal', `Input should be less than or equal to ${max}`, raw, { le: max });
      return undefined;
    }
    return value;
  }

  /** A string that must match `pattern` (pydantic's string_pattern_mismatch). */
  pattern(name: string, pattern: RegExp, fallback: string): string {
    const raw = this.params.last(name);
    if (raw === undefined) return fallback;
    if (pattern.test(raw)) return raw;
    this.add(name, 'string_pattern_mismatch', `String should match pattern '${pattern.source}'`, raw, {
      pattern: pattern.source,
    });
    return fallback;
  }

  /** `freshness`: pd | pw | pm | py or YYYY-MM-DDtoYYYY-MM-DD; empty means none. */
  freshness(nowMs: number): Freshness | undefined {
    const raw = this.params.last('freshness');
    if (raw === undefined || raw === '') return undefined;
    const freshness = parseFreshness(raw, nowMs);
    if (!freshness)
      this.add(
        'freshness',
        'value_error',
        'Value error, freshness must be pd, pw, pm, py or YYYY-MM-DDtoYYYY-MM-DD',
        raw,
      );
    return freshness;
  }

  /** `goggles` (repeatable) and the deprecated `goggles_id`, blanks dropped; a malformed inline Goggle is an issue (A54). */
  goggles(): string[] {
    const goggles = [...this.params.all('goggles'), ...this.params.all('goggles_id')].filter(
      (value) => value.trim() !== '',
    );
    const fault = goggleFault(goggles);
    if (fault)
      this.add(
        'goggles',
        'value_error',
        `Value error, invalid Goggle instruction on line ${fault.line}: ${fault.reason}`,
        fault.input,
      );
    return goggles;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.params.last(name);
    if (raw === undefined) return fallback;
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    this.add(name, 'bool_parsing', 'Input should be a valid boolean, unable to interpret input', raw);
    return fallback;
  }

  choice<T extends string>(name: string, values: readonly T[], fallback: T): T;
  choice<T extends string>(name: string, values: readonly T[], fallback: undefined): T | undefined;
  choice<T extends string>(name: string, values: readonly T[], fallback: T | undefined): T | undefined {
    const raw = this.params.last(name);
    if (raw === undefined) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    const expected = describeChoices(values);
    this.add(name, 'enum', `Input should be ${expected}`, raw, { expected });
    return fallback;
  }
}

/** Header floats (X-Loc-Lat/Long) are validated with the same issue shape, loc ["header", name]. */
export function readHeaderFloat(
  issues: ValidationIssue[],
  name: string,
  raw: string | undefined,
  limit: number,
): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) {
    issues.push({
      type: 'float_parsing',
      loc: ['header', name],
      msg: 'Input should be a valid number, unable to parse string as a number',
      input: raw,
    });
    return undefined;
  }
  if (value < -limit || value > limit) {
    const [type, msg, ctx] =
      value < -limit
        ? ['greater_than_equal', `Input should be greater than or equal to ${-limit}`, { ge: -limit }]
        : ['less_than_equal', `Input should be less than or equal to ${limit}`, { le: limit }];
    issues.push({ type, loc: ['header', name], msg, input: raw, ctx });
    return undefined;
  }
  return value;
}
