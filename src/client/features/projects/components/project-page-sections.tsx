import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { ProductKind } from '@shared/product-kind';

/** The project page's parts, in their order down the page, each by its anchor and its link's text. */
const SECTIONS = {
  parts: 'Parts',
  book: 'Book',
  sections: 'Sections',
  'course-kit': 'Course kit',
  templates: 'Templates',
  license: 'License',
  rebrand: 'Rebrand',
  'print-edition': 'Print edition',
  listing: 'Listing',
} as const;

type SectionId = keyof typeof SECTIONS;

/** The parts only one kind of product has: a course's kit, a template pack's templates. */
const KIND_OF_SECTION: Partial<Record<string, ProductKind>> = { 'course-kit': 'course', templates: 'templates' };

/**
 * Links at the top of the project page to each of its parts further down, so a long book's page (its plan, parts and
 * sections can run to hundreds of rows) reaches its print edition and listing in one tap; a course's page has its
 * kit too, a template pack's its templates.
 */
export function ProjectPageLinks({ kind }: { kind: ProductKind }) {
  const shown = Object.entries(SECTIONS).filter(([id]) => (KIND_OF_SECTION[id] ?? kind) === kind);
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap gap-1.5">
        {shown.map(([id, label]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex h-8 items-center rounded-full border bg-card px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One part of the project page that a link at its top leads to: it takes the focus when reached, and stops below the
 * phone's top bar.
 */
export function ProjectPageSection({
  id,
  className,
  children,
}: {
  id: SectionId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} tabIndex={-1} className={cn('scroll-mt-20 outline-none md:scroll-mt-6', className)}>
      {children}
    </div>
  );
}
