import { describe, expect, it } from 'vitest';
import { LICENSE_PRESETS, PRESET_RIGHTS, type RightsLicense } from '../../../shared/schemas/license.js';
import { buildContent } from '../../ai/offline/content/build-content.js';
import { createRandom } from '../../ai/offline/random.js';
import { repeatedTo, timeGrowth } from '../../../../tests/support/time-growth.js';
import { licenseTermsContradict } from './license-terms-contradiction.js';

const preset = (name: RightsLicense['preset']): RightsLicense => ({ preset: name, rights: PRESET_RIGHTS[name] });

/** License Terms as the built-in writer writes them for `license`. */
const termsFor = (license: RightsLicense) =>
  buildContent(
    { title: 'Slow Mornings', sectionName: 'License Terms', contentType: 'howto', productType: 'plr', license },
    createRandom('license-terms'),
  );

describe('licenseTermsContradict', () => {
  it('finds no contradiction in terms written for the license, and one against every other preset', () => {
    for (const written of LICENSE_PRESETS) {
      const text = termsFor(preset(written));
      for (const now of LICENSE_PRESETS) {
        expect([written, now, licenseTermsContradict(text, preset(now))]).toEqual([written, now, written !== now]);
      }
    }
  });

  it('finds a right given or refused since, the license keeping its name', () => {
    const text = termsFor(preset('plr'));
    // Editing taken away: the terms still list it under "you may".
    expect(licenseTermsContradict(text, { preset: 'plr', rights: { ...PRESET_RIGHTS.plr, edit: false } })).toBe(true);
    // KDP given: the terms still list it under "you may not".
    expect(licenseTermsContradict(text, { preset: 'plr', rights: { ...PRESET_RIGHTS.plr, kdp: true } })).toBe(true);
  });

  it('reads a rights table by its YES and NO, and a list by the words above it', () => {
    const rr = preset('rr');
    expect(licenseTermsContradict('| Right | Allowed |\n| --- | --- |\n| Sell it | **YES** |', rr)).toBe(false);
    expect(licenseTermsContradict('| Translate it | YES |', rr)).toBe(true);
    expect(licenseTermsContradict('You can:\n\n- **Sell it**\n\nYou cannot:\n\n1. Translate it.', rr)).toBe(false);
    expect(licenseTermsContradict('## What is not allowed\n\n- Sell it.', rr)).toBe(true);
  });

  it('does not measure what it cannot tell: a right inside a longer item, or a list under a heading that says neither', () => {
    const rr = preset('rr');
    expect(licenseTermsContradict('You may:\n\n- Translate it into Spanish for your own readers.', rr)).toBe(false);
    expect(licenseTermsContradict('You may not:\n\n- Resell it\n\n## Before publishing\n\n- Sell it', rr)).toBe(false);
    const aside = '## What you may not do\n\nSome buyers may find this strict.\n\n- Translate it.';
    expect(licenseTermsContradict(aside, rr)).toBe(false);
    expect(licenseTermsContradict('Unlike Master Resell Rights, this license…', preset('plr'))).toBe(false);
    expect(licenseTermsContradict('Sold with Master Resell Rights (MRR).', preset('plr'))).toBe(true);
  });
});

describe('measuring License Terms in time that grows with the text', () => {
  // Read on every read of a licensed project with License Terms, up to a section's whole length: eight times the text
  // takes about eight times as long where the time grows with it, 64 times where it grows with its square.
  const shapes = {
    'list items': repeatedTo('- Sell it\n'),
    'items on the side they are given': (length: number) => `You may:\n${repeatedTo('- Sell it\n')(length)}`,
    'one long item': (length: number) => `- ${'Sell it '.repeat(Math.ceil(length / 8))}`,
    'table cells': repeatedTo('| Sell it | YES '),
    'refusing words': repeatedTo('may not cannot '),
    'license names': repeatedTo('Master Resell Rights (MRR'),
    'spaces after a bullet': (length: number) => `-${' '.repeat(length)}x`,
  };
  it.each(Object.entries(shapes))('%s: eight times the text, under 24 times the time', (_, shape) => {
    // Resell Rights give what the shapes list as given, so nothing ends the reading early.
    const measure = (text: string) => licenseTermsContradict(text, preset('rr'));
    expect(timeGrowth(measure, shape, { small: 16_000, large: 128_000, bound: 24 }).ratio).toBeLessThan(24);
  });
});
