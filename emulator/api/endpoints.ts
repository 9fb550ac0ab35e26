import type { EndpointSpec } from './context';
import { handleWebSearch } from '../routes/web-search';
import { handleLocalDescriptions, handleLocalPois } from '../routes/local';
import { handleSummarizerSearch, siblingHandler } from '../routes/summarizer';
import { handleSummaryStreaming } from '../routes/summarizer-stream';
import { handleChatCompletions } from '../routes/chat-completions';
import { handleNewsSearch } from '../routes/news-search';
import { handleVideosSearch } from '../routes/videos-search';
import { handleImageSearch } from '../routes/image-search';
import { handleSuggest } from '../routes/suggest';
import { handleSpellcheck } from '../routes/spellcheck';
import { handlePlaceSearch } from '../routes/place-search';
import { handleLlmContext } from '../routes/llm-context';
import { handleRich } from '../routes/rich';

const GET = ['GET'] as const;
const GET_POST = ['GET', 'POST'] as const;

function summarizer(handler: EndpointSpec['handler']): EndpointSpec {
  return { family: 'summarizer', needs: 'summarizer', methods: GET, handler };
}

/** Every endpoint under /res/v1/, by path: the ones Scout uses and the others of docs/api-reference.md §8. */
export const ENDPOINTS: Readonly<Record<string, EndpointSpec>> = {
  'web/search': { family: 'web', needs: 'web', billed: true, methods: GET_POST, handler: handleWebSearch },
  'web/rich': { family: 'web', needs: 'rich', billed: true, methods: GET, handler: handleRich },
  'news/search': { family: 'web', needs: 'web', billed: true, methods: GET_POST, handler: handleNewsSearch },
  'videos/search': { family: 'web', needs: 'web', billed: true, methods: GET_POST, handler: handleVideosSearch },
  'images/search': { family: 'web', needs: 'web', billed: true, methods: GET, handler: handleImageSearch },
  'llm/context': { family: 'web', needs: 'llmContext', billed: true, methods: GET_POST, handler: handleLlmContext },
  'local/pois': { family: 'local', needs: 'local', methods: GET, handler: handleLocalPois },
  'local/descriptions': { family: 'local', needs: 'local', methods: GET, handler: handleLocalDescriptions },
  'local/place_search': {
    family: 'local',
    needs: 'placeSearch',
    billed: true,
    methods: GET,
    handler: handlePlaceSearch,
  },
  'suggest/search': { family: 'suggest', needs: 'suggest', billed: true, methods: GET, handler: handleSuggest },
  'spellcheck/search': {
    family: 'spellcheck',
    needs: 'spellcheck',
    billed: true,
    methods: GET,
    handler: handleSpellcheck,
  },
  'summarizer/search': summarizer(handleSummarizerSearch),
  'summarizer/summary': summarizer(siblingHandler('summarizer/summary')),
  'summarizer/summary_streaming': summarizer(handleSummaryStreaming),
  'summarizer/title': summarizer(siblingHandler('summarizer/title')),
  'summarizer/enrichments': summarizer(siblingHandler('summarizer/enrichments')),
  'summarizer/followups': summarizer(siblingHandler('summarizer/followups')),
  'summarizer/entity_info': summarizer(siblingHandler('summarizer/entity_info')),
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
