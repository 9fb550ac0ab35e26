import type { ValidationIssue } from '../http/errors';
import { issue, isRecord } from './json-fields';
import { ANSWER_MESSAGES_MAX } from '../assumptions';

const AT = ['body', 'messages'];

export type MessagesResult = { question: string; issues: [] } | { question: undefined; issues: ValidationIssue[] };

function fail(...issues: ValidationIssue[]): MessagesResult {
  return { question: undefined, issues };
}

/**
 * `messages`: exactly one `{role:"user", content:"<question>"}` (docs/answers-api.md §1.2). Two or more items give only
 * the captured `too_long` issue (CW1148); one item is checked field by field (A26).
 */
export function readMessages(value: unknown): MessagesResult {
  if (value === undefined || value === null) return fail(issue(AT, 'missing', 'Field required'));
  if (!Array.isArray(value)) return fail(issue(AT, 'list_type', 'Input should be a valid list'));
  if (value.length === 0) {
    return fail(
      issue(AT, 'too_short', 'List should have at least 1 item after validation, not 0', {
        field_type: 'List',
        min_length: 1,
        actual_length: 0,
      }),
    );
  }
  if (value.length > ANSWER_MESSAGES_MAX) {
    return fail(
      issue(
        AT,
        'too_long',
        `List should have at most ${ANSWER_MESSAGES_MAX} item after validation, not ${value.length}`,
        {
          field_type: 'List',
          max_length: ANSWER_MESSAGES_MAX,
          actual_length: value.length,
        },
      ),
    );
  }
  const message: unknown = value[0];
  const at = [...AT, 0];
  if (!isRecord(message))
    return fail(
      issue(at, 'model_type', 'Input should be a valid dictionary or instance of Message', { class_name: 'Message' }),
    );
  const issues: ValidationIssue[] = [];
  const { role, content } = message;
  if (role === undefined) issues.push(issue([...at, 'role'], 'missing', 'Field required'));
  else if (role !== 'user')
    issues.push(issue([...at, 'role'], 'literal_error', "Input should be 'user'", { expected: "'user'" }));
  if (content === undefined) issues.push(issue([...at, 'content'], 'missing', 'Field required'));
  else if (typeof content !== 'string')
    issues.push(issue([...at, 'content'], 'string_type', 'Input should be a valid string'));
  else if (content.length === 0)
    issues.push(
      issue([...at, 'content'], 'string_too_short', 'String should have at least 1 character', { min_length: 1 }),
    );
  else if (content.trim() === '')
    issues.push(issue([...at, 'content'], 'value_error', 'Value error, the question must not be empty'));
  if (issues.length > 0 || typeof content !== 'string') return fail(...issues);
  return { question: content, issues: [] };
}
