import type { ValidationIssue } from '../http/errors';
import type { ParamSource } from './params';

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
