/**
 * utils/ui-safe/data-flows.ts is the one list of what leaves the device. Every field the request builders and the transport
 * can put into a request to the API must be named by a flow (so a new parameter or header cannot be sent without a
 * category, and thus without Firefox's consent), and every field a flow names must really be sent (no stale entry).
 */
import { describe, expect, it } from 'vitest';
import { DATA_FLOWS, dataCollectionPermissions, type DataFlow } from '@/utils/ui-safe/data-flows';
import { answerBody, type AnswerRequest } from '@/utils/worker/api/answers/request';
import type { LocalPoisParams, SummarizerParams, WebSearchParams } from '@/utils/worker/api/endpoints/params';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import { createTransport } from '@/utils/worker/api/wire/transport';
import { localEntries, locationHeaders, summarizerEntries, webSearchEntries } from '@/utils/worker/api/wire/url';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import { BASE, json, scriptedFetch, SECRET_KEY } from './api/helpers';

// `Required<…>`: a parameter added to a request type fails typechecking here until the test sends it too.
const WEB: Required<WebSearchParams> = {
  q: 'coffee',
  country: 'PT',
  search_lang: 'pt',
  ui_lang: 'pt-PT',
  count: 10,
  offset: 1,
  safesearch: 'strict',
  freshness: 'pw',
  text_decorations: true,
  spellcheck: false,
  result_filter: ['web', 'locations'],
  goggles_id: 'https://example.com/goggle',
  goggles: ['https://example.com/goggle'],
  units: 'metric',
  extra_snippets: true,
  summary: true,
  enable_rich_callback: true,
  include_fetch_metadata: true,
  operators: true,
};
const LOCAL: Required<LocalPoisParams> = { search_lang: 'pt', ui_lang: 'pt-PT', units: 'metric' };
const SUMMARIZER: Required<SummarizerParams> = { entityInfo: true, inlineReferences: true };
const HINTS: Required<LocationHints> = {
  lat: 38.72,
  long: -9.14,
  timezone: 'Europe/Lisbon',
  city: 'Lisbon',
  state: 'LX',
  stateName: 'Lisboa',
  country: 'PT',
  postalCode: '1100-148',
};
const ANSWER: Required<AnswerRequest> = {
  question: 'coffee',
  message: 'thread',
  country: 'PT',
  language: 'pt',
  safesearch: 'strict',
};

/** Every field a request to the API can carry, as `query:`, `header:` and `body:` names. */
async function sentFields(): Promise<Set<string>> {
  const fields = new Set<string>();
  const query = (entries: [string, string][]) => entries.forEach(([name]) => fields.add(`query:${name}`));
  query(webSearchEntries(WEB));
  query(localEntries(['place-1'], LOCAL));
  query(summarizerEntries('summary-key', SUMMARIZER));
  Object.keys(locationHeaders(HINTS)).forEach((name) => fields.add(`header:${name.toLowerCase()}`));
  Object.keys(answerBody(ANSWER)).forEach((name) => fields.add(`body:${name}`));

  // The headers the transport adds to every GET and POST.
  const { fetch, calls } = scriptedFetch(() => json({}));
  const transport = createTransport({
    baseUrl: BASE,
    getKey: () => SECRET_KEY,
    fetch,
    now: () => 0,
    scheduler: createScheduler({ now: () => 0, spacingFactor: 0, random: () => 0 }),
  });
  const session = await transport.session();
  await transport.get(session, { path: '/web/search', entries: [['q', 'coffee']] });
  await transport.post(session, { path: '/chat/completions', body: {} });
  for (const call of calls) call.headers.forEach((_value, name) => fields.add(`header:${name.toLowerCase()}`));
  return fields;
}

const flows: [string, DataFlow][] = Object.entries(DATA_FLOWS);

describe('data flows', () => {
  it('name every field a request can carry, and only fields a request does carry', async () => {
    const sent = await sentFields();
    const named = new Set(flows.flatMap(([, flow]) => flow.fields));
    expect(
      [...sent].filter((field) => !named.has(field)),
      'sent, but in no flow',
    ).toEqual([]);
    expect(
      [...named].filter((field) => !sent.has(field)),
      'in a flow, but never sent',
    ).toEqual([]);
  });

  it('give a category to everything that comes from the user, the page or the device', () => {
    const uncategorised = flows.filter(([, flow]) => flow.category === null).map(([name]) => name);
    expect(uncategorised.sort()).toEqual(['answerReferences', 'protocol']);
  });

  it('declare search terms, page text and the keys as required, and location as optional (off unless turned on)', () => {
    expect(dataCollectionPermissions()).toEqual({
      required: ['authenticationInfo', 'searchTerms', 'websiteContent'],
      optional: ['locationInfo'],
    });
  });
});
