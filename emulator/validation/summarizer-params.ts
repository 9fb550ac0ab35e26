import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';

export interface SummarizerParams {
  key: string;
  entityInfo: boolean;
  inlineReferences: boolean;
}

export type SummarizerParamsResult = { ok: true; params: SummarizerParams } | { ok: false; issues: ValidationIssue[] };

/** Every summarizer endpoint takes the same three parameters (docs/api-reference.md §4.2). */
export function readSummarizerParams(source: ParamSource): SummarizerParamsResult {
  const read = new FieldReader(source);
  const key = read.string('key', 1, 4096);
  if (!source.has('key')) read.missing('key');
  const entityInfo = read.bool('entity_info', false);
  const inlineReferences = read.bool('inline_references', false);
  if (read.issues.length > 0 || key === undefined) return { ok: false, issues: read.issues };
  return { ok: true, params: { key, entityInfo, inlineReferences } };
}
