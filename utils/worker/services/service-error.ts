/** Failures the services detect themselves (as opposed to the API client's ApiError), in the same plain form. */
import type { PlainError, ServiceErrorKind } from '@/utils/ui-safe/error-kinds';

const MESSAGES: Record<ServiceErrorKind, string> = {
  badKey: 'That is not an API key. Copy it again from the API dashboard.',
  summaryUnavailable: 'There is no summary for this search.',
  searchGone: 'That search is no longer available. Search again.',
  interrupted: 'The summary was interrupted. Search again to get a new one.',
  slowDown: 'This page asked Scout to search too often. Wait a moment and try again.',
};

export class ServiceError extends Error {
  constructor(readonly kind: ServiceErrorKind) {
    super(MESSAGES[kind]);
  }
  toPlain(): PlainError {
    return { kind: this.kind, message: this.message };
  }
}
