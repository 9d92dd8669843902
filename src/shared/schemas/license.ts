import { z } from 'zod';
import type { ProductType } from '../catalog.js';

/**
 * The license a product is sold with (docs/decisions/0079-plr-license.md): none (all rights reserved, an ordinary
 * product), or one of the rights licenses PLR packs are sold with, started from its preset and editable right by right.
 */
export const LICENSE_PRESETS = ['plr', 'mrr', 'rr', 'personal'] as const;
export type LicensePreset = (typeof LICENSE_PRESETS)[number];

/** What the license picker offers: no license, or a preset. */
export const LICENSE_CHOICES = ['none', ...LICENSE_PRESETS] as const;
export type LicenseChoice = (typeof LICENSE_CHOICES)[number];

export const LICENSE_LABELS: Record<LicenseChoice, string> = {
  none: 'No license (all rights reserved)',
  plr: 'Private Label Rights (PLR)',
  mrr: 'Master Resell Rights (MRR)',
  rr: 'Resell Rights (RR)',
  personal: 'Personal Use Only',
};

/** What a product's card says it is sold with, in the words PLR stores use. */
const LICENSE_BADGES: Record<LicensePreset, string> = {
  plr: 'PLR',
  mrr: 'Master Resell Rights',
  rr: 'Resell Rights',
  personal: 'Personal Use',
};

/** The label a product's card adds for its license: none for no license, nor for PLR Content sold as PLR, its type. */
export const licenseBadge = (productType: ProductType | null, license: LicenseChoice): string | null =>
  license === 'none' || (productType === 'plr' && license === 'plr') ? null : LICENSE_BADGES[license];

/** The rights a buyer is given or refused, in the order the rights table lists them, each a YES or a NO. */
export const licenseRights = z.strictObject({
  sell: z.boolean(),
  giveAway: z.boolean(),
  bundle: z.boolean(),
  bonus: z.boolean(),
  membership: z.boolean(),
  edit: z.boolean(),
  ownName: z.boolean(),
  repurpose: z.boolean(),
  translate: z.boolean(),
  kdp: z.boolean(),
  resellRights: z.boolean(),
  masterResellRights: z.boolean(),
  privateLabelRights: z.boolean(),
});
export type LicenseRights = z.output<typeof licenseRights>;
export const LICENSE_RIGHTS = licenseRights.keyof().options;
export type LicenseRight = (typeof LICENSE_RIGHTS)[number];

/** Each right as the rights table asks it of the buyer: "Can I …?" answered YES or NO. */
export const RIGHT_LABELS: Record<LicenseRight, string> = {
  sell: 'Sell it',
  giveAway: 'Give it away for free',
  bundle: 'Bundle it with other products',
  bonus: 'Offer it as a bonus',
  membership: 'Add it to a paid membership site',
  edit: 'Edit it, and change its title and cover',
  ownName: 'Put your own name on it as its author',
  repurpose: 'Break it into articles, emails, posts or lessons',
  translate: 'Translate it',
  kdp: 'Publish it on Amazon KDP',
  resellRights: 'Pass on resell rights to your buyers',
  masterResellRights: 'Pass on master resell rights to your buyers',
  privateLabelRights: 'Pass on private label rights to your buyers',
};

const rightsOf = (granted: readonly LicenseRight[]): LicenseRights =>
  licenseRights.parse(Object.fromEntries(LICENSE_RIGHTS.map((right) => [right, granted.includes(right)])));

/**
 * Each preset's rights as PLR sellers commonly grant them. None grants publishing on Amazon KDP, whose content
 * guidelines refuse books whose text is freely available or sold to many, which PLR text is.
 */
export const PRESET_RIGHTS: Record<LicensePreset, LicenseRights> = {
  plr: rightsOf([
    'sell',
    'giveAway',
    'bundle',
    'bonus',
    'membership',
    'edit',
    'ownName',
    'repurpose',
    'translate',
    'resellRights',
  ]),
  mrr: rightsOf(['sell', 'bundle', 'bonus', 'membership', 'resellRights', 'masterResellRights']),
  rr: rightsOf(['sell', 'bundle', 'bonus', 'membership']),
  personal: rightsOf([]),
};

/** A product's license: none, or a preset with its rights as the creator set them. */
export const productLicense = z.discriminatedUnion('preset', [
  z.strictObject({ preset: z.literal('none') }),
  z.strictObject({ preset: z.enum(LICENSE_PRESETS), rights: licenseRights }),
]);
export type ProductLicense = z.output<typeof productLicense>;
/** A license with rights: any but none. */
export type RightsLicense = Extract<ProductLicense, { preset: LicensePreset }>;

/** A project's license as read: the one it is sold with, and whether it is its product type's default, never chosen. */
export const projectLicense = z.object({ license: productLicense, isDefault: z.boolean() });
export type ProjectLicense = z.output<typeof projectLicense>;

/** The license a product type is sold with until its creator chooses one: a PLR product its preset, others none. */
export const defaultLicense = (productType: ProductType): ProductLicense =>
  productType === 'plr' ? { preset: 'plr', rights: PRESET_RIGHTS.plr } : { preset: 'none' };

/** A preset as chosen in the picker: its rights as the preset grants them. */
export const licenseOfChoice = (choice: LicenseChoice): ProductLicense =>
  choice === 'none' ? { preset: 'none' } : { preset: choice, rights: PRESET_RIGHTS[choice] };

/** Whether the rights differ from the preset's: the table then says it was edited. */
export const rightsEdited = (license: ProductLicense): boolean =>
  license.preset !== 'none' &&
  LICENSE_RIGHTS.some((right) => license.rights[right] !== PRESET_RIGHTS[license.preset][right]);

/** What names the license's own file after the product: "Family Money (License).pdf". */
export const LICENSE_FILE_LABEL = 'License';

/** Whether a product's buyers get its editable sources: its license lets them edit it. */
export const hasSources = (license: ProductLicense): boolean => license.preset !== 'none' && license.rights.edit;

/** What names a licensed product's editable sources after it: "Family Money (Sources).zip". */
export const SOURCES_LABEL = 'Sources';
