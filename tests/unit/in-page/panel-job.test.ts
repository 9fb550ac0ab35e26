import { afterEach, describe, expect, it } from 'vitest';
import { jobFromCommand } from '@/entrypoints/in-page/panel-job';
import { view } from '../popup/fixtures';

afterEach(() => document.body.replaceChildren());

describe('jobFromCommand', () => {
  it('summarizes the selection, cleaned', () => {
    expect(jobFromCommand({ type: 'scout.summarize', text: ' coffee\u202E in\n Lisbon ' })).toEqual({
      kind: 'summary',
      query: 'coffee in Lisbon',
      shortened: false,
    });
  });

  it('clamps a long selection to the API’s limits and says it did', () => {
    const job = jobFromCommand({ type: 'scout.summarize', text: 'word '.repeat(80) });
    expect(job.query.split(' ')).toHaveLength(50);
    expect(job.shortened).toBe(true);
  });

  it('finds places in the page’s heading when nothing was selected', () => {
    document.body.append(Object.assign(document.createElement('h1'), { textContent: 'Museums in Berlin' }));
    expect(jobFromCommand({ type: 'scout.findPlaces' })).toEqual({
      kind: 'places',
      query: 'Museums in Berlin',
      shortened: false,
    });
  });

  it('shows the popup’s answer without a new search', () => {
    const search = view({ query: { original: 'coffee in Lisbon' } });
    expect(jobFromCommand({ type: 'scout.showPlaces', search })).toEqual({
      kind: 'places',
      query: 'coffee in Lisbon',
      shortened: false,
      known: search,
    });
  });
});
