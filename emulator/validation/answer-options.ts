import type { ValidationIssue } from '../http/errors';
import type { AnswerRequest } from './answer-body';
import { issue } from './json-fields';
import { OPTION_CONFLICT_LOC } from '../assumptions';

/** The server's own wording (SK, SK-old); entities + blocking is not captured and follows the same pattern (A27). */
const blocking = (option: string) => `Blocking response doesn't support '${option}' option`;
const research = (option: string) => `Research mode doesn't support '${option}' option`;

/** The invalid combinations of docs/answers-api.md §1.3, one value_error each, in that table's order. */
export function optionConflicts(request: AnswerRequest): ValidationIssue[] {
  const messages: string[] = [];
  if (!request.stream && request.research) messages.push(blocking('enable_research'));
  if (!request.stream && request.citations) messages.push(blocking('enable_citations'));
  if (!request.stream && request.entities) messages.push(blocking('enable_entities'));
  if (request.research && request.citations) messages.push(research('enable_citations'));
  if (request.research && request.entities) messages.push(research('enable_entities'));
  return messages.map((msg) => issue([...OPTION_CONFLICT_LOC], 'value_error', msg));
}
