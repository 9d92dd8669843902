import { describe, expect, it } from 'vitest';
import { licenseBadge, licenseOfChoice, PRESET_RIGHTS, rightsEdited } from './license.js';

describe('a license as products show it', () => {
  it('labels a product by its license, once: PLR Content sold as PLR says so by its type', () => {
    expect(licenseBadge('ebook', 'none')).toBeNull();
    expect(licenseBadge('ebook', 'plr')).toBe('PLR');
    expect(licenseBadge('plr', 'plr')).toBeNull();
    expect(licenseBadge('plr', 'mrr')).toBe('Master Resell Rights');
    expect(licenseBadge(null, 'personal')).toBe('Personal Use');
  });

  it('starts a preset from its rights, and tells rights edited from them', () => {
    const rr = licenseOfChoice('rr');
    expect(rr).toEqual({ preset: 'rr', rights: PRESET_RIGHTS.rr });
    expect(rightsEdited(rr)).toBe(false);
    expect(rightsEdited({ preset: 'rr', rights: { ...PRESET_RIGHTS.rr, translate: true } })).toBe(true);
    expect(rightsEdited(licenseOfChoice('none'))).toBe(false);
    // No preset grants KDP.
    expect(Object.values(PRESET_RIGHTS).map((rights) => rights.kdp)).toEqual([false, false, false, false]);
  });
});
