/**
 * The content step's choice of section (docs/product-rules.md R29): a section type of the product type, or a custom
 * number.
 */
import { z } from 'zod';
import type { ProductType } from '@shared/catalog';
import { truncate } from '@/lib/truncate';
import { LIMITS } from '@shared/limits';
import { CONTENT_TYPES } from '@shared/schemas/content';
import { CUSTOM_SECTION_MIN_NUMBER, SECTION_TYPES } from '@shared/section-types';

/** The section type value that asks for a custom number. */
export const CUSTOM_SECTION = 'custom';

/** Ebook's sections when no product type was chosen (the idea step was skipped). */
const sectionTypesOf = (productType: ProductType | null) => SECTION_TYPES[productType ?? 'ebook'];

/**
 * A chapter of the book plan as a section name: 'Chapter 3: Feeding the Starter', in the product type's numbered unit
 * ('Module 3: …'), its title shortened when the whole name would be longer than a section name may be.
 */
export function planChapterSectionName(productType: ProductType | null, number: number, title: string) {
  const prefix = `${sectionTypesOf(productType).numberedUnit} ${number}`;
  const text = title.trim();
  if (!text) return prefix;
  return `${prefix}: ${truncate(text, LIMITS.name - prefix.length - ': …'.length)}`;
}

/**
 * The sections offered: the product type's, with the book plan's chapters (when it has some) in place of the bare
 * numbered entries ('Chapter 1' … 'Chapter 10'), and the custom numbered entry last.
 */
export function sectionTypeOptions(productType: ProductType | null, planChapterTitles: readonly string[] = []) {
  const { sections, numberedUnit } = sectionTypesOf(productType);
  const isNumbered = (section: string) => new RegExp(`^${numberedUnit} \\d+$`).test(section);
  const firstNumbered = sections.findIndex(isNumbered);
  const named =
    planChapterTitles.length === 0 || firstNumbered < 0
      ? sections
      : [
          ...sections.slice(0, firstNumbered),
          ...planChapterTitles.map((title, index) => planChapterSectionName(productType, index + 1, title)),
          ...sections.slice(firstNumbered).filter((section) => !isNumbered(section)),
        ];
  return [
    ...named.map((section) => ({ value: section, label: section })),
    { value: CUSTOM_SECTION, label: `Custom ${numberedUnit.toLowerCase()} (${CUSTOM_SECTION_MIN_NUMBER}+)` },
  ];
}

/** The form of the content step; the custom number is checked only when a custom section is chosen. */
export function sectionChoiceForm(productType: ProductType | null) {
  const unit = sectionTypesOf(productType).numberedUnit.toLowerCase();
  return z
    .object({
      sectionType: z.string().min(1, 'Please select a section type'),
      customNumber: z.string().trim(),
      contentType: z.enum(CONTENT_TYPES, { error: 'Please select a content type' }),
    })
    .superRefine(({ sectionType, customNumber }, ctx) => {
      if (sectionType !== CUSTOM_SECTION) return;
      const problem = !customNumber
        ? `Please enter a ${unit} number`
        : !/^\d+$/.test(customNumber)
          ? `The ${unit} number must be a number`
          : Number(customNumber) < CUSTOM_SECTION_MIN_NUMBER
            ? `The ${unit} number must be at least ${CUSTOM_SECTION_MIN_NUMBER}`
            : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['customNumber'], message: problem });
    });
}
export type SectionChoice = z.output<ReturnType<typeof sectionChoiceForm>>;

/** The section's name: the chosen type, or 'Chapter 12' for a custom number. */
export function sectionNameOf(choice: SectionChoice, productType: ProductType | null) {
  if (choice.sectionType !== CUSTOM_SECTION) return choice.sectionType;
  return `${sectionTypesOf(productType).numberedUnit} ${Number(choice.customNumber)}`;
}
