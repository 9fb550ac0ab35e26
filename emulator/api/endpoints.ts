import type { EndpointSpec } from './context';
import { handleWebSearch } from '../routes/web-search';
import { handleLocalDescriptions, handleLocalPois } from '../routes/local';
import { handleSummarizerSearch, siblingHandler } from '../routes/summarizer';
import { handleSummaryStreaming } from '../routes/summarizer-stream';
import { handleChatCompletions } from '../routes/chat-completions';

const GET = ['GET'] as const;

/** The eleven endpoints under /res/v1/, by path. */
export const ENDPOINTS: Readonly<Record<string, EndpointSpec>> = {
  'web/search': { family: 'web', methods: ['GET', 'POST'], handler: handleWebSearch },
  'local/pois': { family: 'local', needs: 'local', methods: GET, handler: handleLocalPois },
  'local/descriptions': { family: 'local', needs: 'local', methods: GET, handler: handleLocalDescriptions },
  'summarizer/search': { family: 'summarizer', needs: 'summarizer', methods: GET, handler: handleSummarizerSearch },
  'summarizer/summary': {
    family: 'summarizer',
    needs: 'summarizer',
    methods: GET,
    handler: siblingHandler('summarizer/summary'),
  },
  'summarizer/summary_streaming': {
    family: 'summarizer',
    needs: 'summarizer',
    methods: GET,
    handler: handleSummaryStreaming,
  },
  'summarizer/title': {
    family: 'summarizer',
    needs: 'summarizer',
    methods: GET,
    handler: siblingHandler('summarizer/title'),
  },
  'summarizer/enrichments': {
    family: 'summarizer',
    needs: 'summarizer',
    methods: GET,
    handler: siblingHandler('summarizer/enrichments'),
  },
  'summarizer/followups': {
    family: 'summarizer',
    needs: 'summarizer',
    methods: GET,
    handler: siblingHandler('summarizer/followups'),
  },
  'summarizer/entity_info': {
    family: 'summarizer',
    needs: 'summarizer',
    methods: GET,
    handler: siblingHandler('summarizer/entity_info'),
  },
  'chat/completions': {
    family: 'answers',
    needs: 'answers',
    methods: ['POST'],
    handler: handleChatCompletions,
    rawBody: true,
  },
};

export function findEndpoint(name: string): EndpointSpec | undefined {
  return Object.hasOwn(ENDPOINTS, name) ? ENDPOINTS[name] : undefined;
}
