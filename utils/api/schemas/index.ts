export * from './common';
export * from './location';
export * from './web';
export * from './local';
export * from './summarizer';
export * from './error-response';
export { parseResponse } from './parse';
export { boundJson, DEFAULT_BOUNDS, type Bounds } from './bound';
export { MAX_STRING } from './tolerant';
