/**
 * The ErrorResponse envelope (docs/api-reference.md §5.1). Live bodies use `error: {...}`; the docs' examples show
 * `errors: [{...}]`, so both are read. Only what error mapping needs is typed.
 */
import { z } from 'zod/mini';
import { opt, optList, optNum, optStr } from './tolerant';

/** Built on its first use (common.ts says why). */
const errorResponseSchema = z.lazy(() => {
  const validationIssueSchema = z.looseObject({
    type: optStr(100),
    loc: opt(
      z.pipe(
        z.array(z.union([z.string(), z.number()])),
        z.transform((loc: (string | number)[]) => loc.slice(0, 10).map((part) => String(part).slice(0, 100))),
      ),
    ),
    msg: optStr(500),
  });

  const errorMetaSchema = z.looseObject({
    component: optStr(100),
    plan: optStr(100),
    rate_limit: optNum(),
    rate_current: optNum(),
    quota_limit: optNum(),
    quota_current: optNum(),
    errors: optList(validationIssueSchema, 20),
  });

  const errorModelSchema = z.looseObject({
    id: optStr(100),
    status: optNum(),
    code: optStr(100),
    detail: optStr(1_000),
    meta: opt(errorMetaSchema),
  });

  return z.looseObject({
    type: optStr(50),
    error: opt(errorModelSchema),
    errors: optList(errorModelSchema, 5),
  });
});

export type ErrorModel = NonNullable<z.output<typeof errorResponseSchema>['error']>;

/** The error model of a body, from either envelope form; undefined when the body is not an error envelope. */
export function readErrorModel(body: unknown): ErrorModel | undefined {
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.error ?? parsed.data.errors?.[0];
}
