import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { repairSettings, settingsPatchSchema } from '@/utils/contract/settings-schema';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { readSettings, updateSettings } from '@/utils/worker/settings/service';

const TAKEN = 1_795_470_153_505;

describe('the location setting', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is off by default', () => {
    expect(DEFAULT_SETTINGS.location).toEqual({ mode: 'off' });
  });

  it('saves a city tidied (spaces), as typed (accents kept: they are folded only when sent), and drops empty optional fields', async () => {
    await updateSettings({
      location: { mode: 'city', city: '  München ', region: ' ', country: 'DE', postalCode: '' },
    });
    expect((await readSettings()).location).toEqual({ mode: 'city', city: 'München', country: 'DE' });
    await updateSettings({
      location: { mode: 'city', city: 'San  Francisco', region: 'CA', country: 'US', postalCode: ' 94105' },
    });
    expect((await readSettings()).location).toEqual({
      mode: 'city',
      city: 'San Francisco',
      region: 'CA',
      country: 'US',
      postalCode: '94105',
    });
  });

  it('saves a browser position rounded to 2 decimals, with the time it was taken', async () => {
    await updateSettings({ location: { mode: 'browser', lat: 52.520_006, long: -13.404_954, takenAt: TAKEN } });
    expect((await readSettings()).location).toEqual({ mode: 'browser', lat: 52.52, long: -13.4, takenAt: TAKEN });
  });

  it('changes only the location when a patch names only it', async () => {
    await updateSettings({ country: 'DE' });
    await updateSettings({ location: { mode: 'off' } });
    expect(await readSettings()).toEqual({ ...DEFAULT_SETTINGS, country: 'DE' });
  });

  it.each([
    ['no city', { mode: 'city', city: ' ', country: 'DE' }],
    ['a city in another script', { mode: 'city', city: '東京', country: 'JP' }],
    ['a control character', { mode: 'city', city: 'Berlin\u0000', country: 'DE' }],
    ['a city too long', { mode: 'city', city: 'x'.repeat(101), country: 'DE' }],
    ['a huge city', { mode: 'city', city: 'x'.repeat(100_000), country: 'DE' }],
    ['no country', { mode: 'city', city: 'Berlin' }],
    ['ALL as the country', { mode: 'city', city: 'Berlin', country: 'ALL' }],
    ['a lower-case country', { mode: 'city', city: 'Berlin', country: 'de' }],
    ['a bad postal code', { mode: 'city', city: 'Berlin', country: 'DE', postalCode: '10115; DROP' }],
    ['an extra field', { mode: 'city', city: 'Berlin', country: 'DE', lat: 52.5 }],
    ['a latitude out of range', { mode: 'browser', lat: 91, long: 0, takenAt: TAKEN }],
    ['a longitude out of range', { mode: 'browser', lat: 0, long: -180.5, takenAt: TAKEN }],
    ['no time', { mode: 'browser', lat: 1, long: 2 }],
    ['a fractional time', { mode: 'browser', lat: 1, long: 2, takenAt: 1.5 }],
    ['coordinates as text', { mode: 'browser', lat: '1', long: '2', takenAt: TAKEN }],
    ['an unknown mode', { mode: 'ip' }],
  ])('refuses %s and keeps the old setting', async (_name, location) => {
    await updateSettings({ location: { mode: 'city', city: 'Lisbon', country: 'PT' } });
    await expect(updateSettings({ location } as never)).rejects.toThrow();
    expect((await readSettings()).location).toEqual({ mode: 'city', city: 'Lisbon', country: 'PT' });
  });

  it('is part of the patch schema, and alone does not reset the other fields', () => {
    expect(settingsPatchSchema().parse({ location: { mode: 'off' } })).toEqual({ location: { mode: 'off' } });
    expect(settingsPatchSchema().parse({})).toEqual({});
  });
});

describe('repairSettings and the location', () => {
  it('turns a damaged location off and keeps the other fields', () => {
    for (const location of [
      { mode: 'city', city: '東京', country: 'JP' },
      { mode: 'browser', lat: 'x' },
      'Berlin',
      42,
      null,
      { mode: 'gps' },
    ]) {
      expect(repairSettings({ country: 'FR', location })).toEqual({ ...DEFAULT_SETTINGS, country: 'FR' });
    }
  });

  it('keeps a valid location, and an old settings object without one is off', () => {
    const location = { mode: 'browser', lat: 38.72, long: -9.14, takenAt: TAKEN };
    expect(repairSettings({ location }).location).toEqual(location);
    expect(repairSettings({ country: 'PT' })).toEqual({ ...DEFAULT_SETTINGS, country: 'PT' });
  });
});
