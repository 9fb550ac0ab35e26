import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MAX_RECORDS } from '@/utils/worker/services/search-records';
import { readJob, writeJob } from '@/utils/worker/services/summary/jobs';
import { fillSessionStorage } from '../../storage/quota-fakes';
import { summary } from '../../popup/fixtures';
import { MAX_JOB_AGE_MS } from '@/utils/worker/services/summary/jobs';

const jobKeys = async () =>
  Object.keys(await fakeBrowser.storage.session.get()).filter((key) => key.startsWith('summaryJob.'));

describe('summary jobs in storage.session', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stay bounded however many summaries finish or fail', async () => {
    for (let i = 0; i < 500; i++) {
      await writeJob(
        `s${i}`,
        i % 2
          ? { status: 'complete', summary: summary(`answer ${i}`), updatedAt: i }
          : { status: 'failed', error: { kind: 'server', message: 'x' }, updatedAt: i },
      );
    }
    expect(await jobKeys()).toHaveLength(MAX_RECORDS);
    expect(await readJob('s499')).toMatchObject({ status: 'complete' });
    expect(await readJob('s0')).toBeNull();
  });

  it('are removed once older than the longest cache time', async () => {
    await writeJob('old', { status: 'complete', summary: summary('old'), updatedAt: 0 });
    // jobs.ts keeps a job 24 h, the longest cache time.
    await writeJob('new', { status: 'running', attempts: 1, updatedAt: MAX_JOB_AGE_MS + 1 });
    expect(await readJob('old')).toBeNull();
    expect(await jobKeys()).toEqual(['summaryJob.new']);
  });

  it('a full storage.session only means the job is not remembered', async () => {
    fillSessionStorage();
    await expect(writeJob('s1', { status: 'complete', summary: summary('a'), updatedAt: 1 })).resolves.toBeUndefined();
    expect(await readJob('s1')).toBeNull();
  });
});
