import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/utils/worker/api/errors';
import { readCapabilities, noteCapabilities } from '@/utils/worker/services/capabilities';
import { learnPlan } from '@/utils/worker/services/plan-probe';
import { runSearch } from '@/utils/worker/services/search';
import { readLastSearch } from '@/utils/worker/services/search-records';
import { fakeAccess } from './fake-access';

const notInPlan = () => Promise.reject(new ApiError('notInPlan', { status: 400, code: 'OPTION_NOT_IN_PLAN' }));
const answer = (data: object) => ({ data, fromCache: false, billed: true });
const webAnswer = async () =>
  answer({
    type: 'search',
    query: { original: 'heron' },
    web: { results: [{ title: 'Herons', url: 'https://birds.example/heron' }] },
  }) as never;

describe('learnPlan', () => {
  beforeEach(() => fakeBrowser.reset());

  it('probes nothing when the search showed places and a summary', async () => {
    const { client } = fakeAccess({});
    const capabilities = await learnPlan(client as never, { places: true, summary: true });
    expect(capabilities).toEqual({ web: true, places: true, summary: true });
    expect(client.localPois).not.toHaveBeenCalled();
    expect(client.summarizer).not.toHaveBeenCalled();
  });

  it('asks the endpoints once when a plan is unknown, and remembers OPTION_NOT_IN_PLAN as "not in plan"', async () => {
    const { client } = fakeAccess({ localPois: notInPlan, summarizer: notInPlan });
    expect(await learnPlan(client as never, { places: false, summary: false })).toEqual({
      web: true,
      places: false,
      summary: false,
    });
    expect(client.localPois).toHaveBeenCalledTimes(1);
    expect(client.summarizer).toHaveBeenCalledTimes(1);
    await learnPlan(client as never, { places: false, summary: false });
    expect(client.localPois).toHaveBeenCalledTimes(1);
    expect(client.summarizer).toHaveBeenCalledTimes(1);
  });

  it('counts any other answer from the endpoint as "in the plan"', async () => {
    const { client } = fakeAccess({
      localPois: async () => answer({ type: 'local_pois', results: [] }) as never,
      summarizer: () => Promise.reject(new ApiError('expiredSummary', { status: 404 })),
    });
    expect(await learnPlan(client as never, { places: false, summary: false })).toEqual({
      web: true,
      places: true,
      summary: true,
    });
  });

  it('leaves a capability unknown when the probe cannot tell (offline), so a later search asks again', async () => {
    const { client } = fakeAccess({ localPois: () => Promise.reject(new ApiError('offline')), summarizer: notInPlan });
    expect(await learnPlan(client as never, { places: false, summary: false })).toEqual({ web: true, summary: false });
  });

  it('does not probe what is already known', async () => {
    await noteCapabilities({ places: true, summary: false });
    const { client } = fakeAccess({});
    await learnPlan(client as never, { places: false, summary: false });
    expect(client.localPois).not.toHaveBeenCalled();
    expect(client.summarizer).not.toHaveBeenCalled();
  });

  it('writes the plan only when an answer taught something new (every search notes what it showed)', async () => {
    await noteCapabilities({ places: true, summary: false });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    expect(await noteCapabilities({ places: true })).toEqual({ web: true, places: true, summary: false });
    expect(set).not.toHaveBeenCalled();
    expect(await noteCapabilities({ summary: true })).toEqual({ web: true, places: true, summary: true });
    expect(set).toHaveBeenCalledTimes(1);
    expect(await readCapabilities()).toEqual({ web: true, places: true, summary: true });
  });
});

describe('runSearch: the plan and the last search', () => {
  beforeEach(() => fakeBrowser.reset());
  const request = { q: 'heron', page: 0, filters: { freshness: 'pw' as const } };

  it('a popup search on an unknown plan says what the plan lacks, and is remembered with its filters', async () => {
    const { access } = fakeAccess({ webSearch: webAnswer, localPois: notInPlan, summarizer: notInPlan });
    const view = await runSearch(access, request);
    expect(view.placesState).toBe('notInPlan');
    expect(view.summaryState).toBe('notInPlan');
    expect(await readLastSearch()).toMatchObject({
      request: { q: 'heron', filters: { freshness: 'pw' } },
      view: { searchId: view.searchId },
    });
  });

  it('a further page of results does not replace the last search', async () => {
    const { access } = fakeAccess({ webSearch: webAnswer, localPois: notInPlan, summarizer: notInPlan });
    const first = await runSearch(access, request);
    await runSearch(access, { ...request, page: 1 });
    expect(await readLastSearch()).toMatchObject({ request: { page: 0 }, view: { searchId: first.searchId } });
  });

  it('a page search never probes (its requests stay bounded, docs/security-plan.md A9)', async () => {
    const { access, client } = fakeAccess({ webSearch: webAnswer });
    const view = await runSearch(access, request, undefined, { remember: false });
    expect(view.placesState).toBe('none');
    expect(view.summaryState).toBe('ineligible');
    expect(client.localPois).not.toHaveBeenCalled();
    expect(await readCapabilities()).toEqual({ web: true });
  });
});
