/** Firefox's data consent for optional data: asked for only where the manifest declares it, checked on every use. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { dataConsentRequest, mayCollect } from '@/utils/ui-safe/data-consent';

const FIREFOX = {
  browser_specific_settings: {
    gecko: { data_collection_permissions: { required: ['searchTerms'], optional: ['locationInfo'] } },
  },
};
let manifest: object;
let contains: ReturnType<typeof vi.fn>;

beforeEach(() => {
  manifest = FIREFOX;
  (browser.runtime as unknown as { getManifest: unknown }).getManifest = () => manifest;
  contains = vi.fn(async () => true);
  (browser.permissions as unknown as { contains: unknown }).contains = contains;
});

describe('data consent', () => {
  it('in Chrome (no optional data declared) asks for nothing and allows what the settings allow', async () => {
    manifest = { optional_permissions: [] };
    expect(dataConsentRequest('locationInfo')).toBeUndefined();
    expect(await mayCollect('locationInfo')).toBe(true);
    expect(contains).not.toHaveBeenCalled();
  });

  it('in Firefox asks for the declared optional category, and allows it only while it is granted', async () => {
    expect(dataConsentRequest('locationInfo')).toEqual({ data_collection: ['locationInfo'] });
    expect(await mayCollect('locationInfo')).toBe(true);
    expect(contains).toHaveBeenCalledWith({ data_collection: ['locationInfo'] });
    contains.mockResolvedValue(false);
    expect(await mayCollect('locationInfo')).toBe(false);
  });

  it('counts a failing check as "no"', async () => {
    contains.mockRejectedValue(new Error('Type error for parameter permissions'));
    expect(await mayCollect('locationInfo')).toBe(false);
  });

  it('needs no consent for a category that is required (granted at install)', async () => {
    expect(dataConsentRequest('searchTerms')).toBeUndefined();
    expect(await mayCollect('searchTerms')).toBe(true);
  });
});
