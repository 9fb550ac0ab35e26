import { FOLLOWUP_LABEL } from '../assumptions';

/**
 * The question a message asks (A53): the text after its last line starting with `Follow-up question:`, when it
 * carries a conversation; otherwise the whole message. Only a line's start counts, so a label quoted inside an
 * earlier question or answer (on the same line as its own label) never moves the question.
 */
export function askedQuestion(message: string): string {
  const lines = message.split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = (lines[i] ?? '').trimStart();
    if (!line.toLowerCase().startsWith(FOLLOWUP_LABEL.toLowerCase())) continue;
    const asked = [line.slice(FOLLOWUP_LABEL.length), ...lines.slice(i + 1)].join('\n').trim();
    if (asked !== '') return asked;
  }
  return message;
}
