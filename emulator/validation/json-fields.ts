import type { ValidationIssue } from '../http/errors';
import { describeChoices } from './fields';

export type Loc = Array<string | number>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A pydantic-style issue without `input` (A26). */
export function issue(loc: Loc, type: string, msg: string, ctx?: Record<string, unknown>): ValidationIssue {
  return ctx ? { type, loc, msg, ctx } : { type, loc, msg };
}

/**
 * Reads typed fields of a JSON object with strict JSON types (A26) and collects every issue, the way pydantic
 * reports all bad fields of a body in one 422. `null` counts as absent.
 */
export class JsonFieldReader {
  readonly issues: ValidationIssue[] = [];

  constructor(
    private readonly fields: Record<string, unknown>,
    private readonly at: Loc = ['body'],
  ) {}

  value(name: string): unknown {
    return Object.hasOwn(this.fields, name) && this.fields[name] !== null ? this.fields[name] : undefined;
  }

  add(name: string | Loc, type: string, msg: string, ctx?: Record<string, unknown>): void {
    this.issues.push(issue([...this.at, ...(Array.isArray(name) ? name : [name])], type, msg, ctx));
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.value(name);
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    this.add(name, 'bool_type', 'Input should be a valid boolean');
    return fallback;
  }

  /** An integer in [min, max]; `min: 'positive'` is pydantic's `gt=0` with no upper bound. */
  int(name: string, min: number | 'positive', max = Number.MAX_SAFE_INTEGER): number | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(name, 'int_type', 'Input should be a valid integer');
      return undefined;
    }
    if (min === 'positive' && value <= 0) {
      this.add(name, 'greater_than', 'Input should be greater than 0', { gt: 0 });
      return undefined;
    }
    if (typeof min === 'number' && value < min) {
      this.add(name, 'greater_than_equal', `Input should be greater than or equal to ${min}`, { ge: min });
      return undefined;
    }
    if (value > max) {
      this.add(name, 'less_than_equal', `Input should be less than or equal to ${max}`, { le: max });
      return undefined;
    }
    return value;
  }

  string(name: string): string | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    this.add(name, 'string_type', 'Input should be a valid string');
    return undefined;
  }

  /** One of `values`; with `foldCase`, matched case-insensitively and returned in the list's spelling. */
  choice<T extends string>(name: string, values: readonly T[], fallback: T, foldCase = false): T {
    const value = this.value(name);
    if (value === undefined) return fallback;
    const found =
      typeof value === 'string'
        ? values.find(
            (candidate) => candidate === value || (foldCase && candidate.toLowerCase() === value.toLowerCase()),
          )
        : undefined;
    if (found !== undefined) return found;
    const expected = describeChoices(values);
    this.add(name, 'enum', `Input should be ${expected}`, { expected });
    return fallback;
  }

  /** A nested object (or absent); anything else is pydantic's model_type. */
  object(name: string, className: string): Record<string, unknown> | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (isRecord(value)) return value;
    this.add(name, 'model_type', `Input should be a valid dictionary or instance of ${className}`, {
      class_name: className,
    });
    return undefined;
  }
}
