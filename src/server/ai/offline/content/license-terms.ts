import {
  LICENSE_LABELS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  type RightsLicense,
} from '../../../../shared/schemas/license.js';
import {
  LICENSE_CLOSING,
  LICENSE_MAKE_IT_YOURS,
  LICENSE_UPDATES,
  type FixedSection,
  type SectionFrame,
} from './frames.js';

const ALWAYS_REFUSED = [
  'Use it in ways that break the law or the terms of the platform where you sell it.',
  'Make income or health claims that the content does not support.',
];

/**
 * The License Terms of a product sold with `license` (docs/decisions/0079-plr-license.md): what it lets its buyer do
 * and what not, right by right as its license file lists them, and only the advice those rights allow — making the
 * content one's own when it may be edited, one's customers' rights when it may be sold.
 */
export function licenseTermsFrame({ preset, rights }: RightsLicense): SectionFrame {
  const given = LICENSE_RIGHTS.filter((right) => rights[right]).map((right) => `${RIGHT_LABELS[right]}.`);
  const refused = LICENSE_RIGHTS.filter((right) => !rights[right]).map((right) => `${RIGHT_LABELS[right]}.`);
  const sections: FixedSection[] = [
    {
      heading: 'What you may do',
      blocks: [
        given.length > 0
          ? { intro: 'As a buyer of {book}, you may:', items: given }
          : 'This license gives you no right to sell, share or change {book}: it is for your own use.',
      ],
    },
    { heading: 'What you may not do', blocks: [{ intro: 'You may not:', items: [...refused, ...ALWAYS_REFUSED] }] },
    {
      heading: 'Attribution and responsibility',
      blocks: [
        rights.ownName
          ? 'No attribution is required once you have edited the content and published it under your own name.'
          : 'Keep the author’s name on it: this license does not let you publish it as your own.',
        ...(rights.sell
          ? [
              rights.edit
                ? 'If you keep substantial parts unchanged, check them for accuracy against current guidance on {topic} before you sell it: as the seller, you are responsible for what you sell.'
                : 'Check that what it says suits your customers before you sell it: as the seller, you are responsible for what you sell.',
            ]
          : []),
        'These terms summarise common practice and are not legal advice. Have them reviewed before you rely on them, especially if you sell in several countries or on several platforms.',
      ],
    },
    ...(rights.edit ? [LICENSE_MAKE_IT_YOURS] : []),
    LICENSE_UPDATES,
    ...(rights.sell
      ? [
          {
            heading: 'Rights of your customers',
            blocks: [
              rights.resellRights
                ? 'When you sell it, you may pass resell rights on to your customers, as this license lets you; without them, your customers receive personal use rights only: they may read and use the content themselves but may not resell, share or republish it.'
                : `When you sell${rights.giveAway ? ' or give away' : ''} your copy, your customers receive personal use rights only: they may read and use the content themselves but may not resell, share or republish it. State this clearly on your sales page and inside the product.`,
            ],
          },
        ]
      : []),
  ];
  return {
    opening: [
      `{book} is sold with ${LICENSE_LABELS[preset]}. This page sets out what you, as its buyer, may and may not do with it; the license file that comes with it lists the same rights, each YES or NO. Review these terms with a qualified lawyer before relying on them.`,
      'The terms cover {points}.',
    ],
    defaultSections: sections,
    withExample: false,
    closing: LICENSE_CLOSING,
  };
}
