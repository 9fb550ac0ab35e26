/** Failures the services detect themselves (as opposed to the API client's ApiError), in the same plain form. */
export type ServiceErrorKind = 'summaryUnavailable' | 'searchGone' | 'interrupted' | 'slowDown';

const MESSAGES: Record<ServiceErrorKind, string> = {
  summaryUnavailable: 'There is no summary for this search.',
  searchGone: 'That search is no longer available. Search again.',
  interrupted: 'The summary was interrupted. Search again to get a new one.',
  slowDown: 'This page asked Scout to search too often. Wait a moment and try again.',
};

export class ServiceError extends Error {
  constructor(readonly kind: ServiceErrorKind) {
    super(MESSAGES[kind]);
  }
  toPlain() {
    return { kind: this.kind, message: this.message };
  }
}
