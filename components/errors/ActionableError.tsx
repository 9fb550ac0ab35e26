/**
 * An error with its remedy (components/errors/ErrorRemedy.tsx) on Scout's own pages (popup, results tab, side panel), where a
 * missing host permission is asked for on the spot. The in-page panel uses ErrorRemedy without it: it leads to the
 * options page rather than asking in a frame another page placed, and its bundle never holds the button.
 */
import { ApiHostAccess } from './ApiHostAccess';
import { ErrorRemedy, type ErrorRemedyProps } from './ErrorRemedy';
import { canRequestHostAccess } from './host-access';

export function ActionableError(props: Omit<ErrorRemedyProps, 'hostAccess'>) {
  return <ErrorRemedy {...props} hostAccess={canRequestHostAccess() ? ApiHostAccess : undefined} />;
}
