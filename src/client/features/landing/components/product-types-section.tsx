import {
  BookOpenIcon,
  CompassIcon,
  GraduationCapIcon,
  LayoutTemplateIcon,
  NotebookPenIcon,
  RepeatIcon,
  type LucideIcon,
} from 'lucide-react';
import { PRODUCT_TYPES, type ProductType } from '@shared/catalog';
import { SectionHeading } from './section-heading';

const productTypeDetails: Record<ProductType, { icon: LucideIcon; description: string }> = {
  ebook: { icon: BookOpenIcon, description: 'Chapters, a preface and an about-the-author page.' },
  course: { icon: GraduationCapIcon, description: 'Modules, lessons, quizzes and assignments.' },
  guide: { icon: CompassIcon, description: 'Step-by-step instructions with troubleshooting and FAQ.' },
  workbook: { icon: NotebookPenIcon, description: 'Exercises, worksheets, reflection questions and an action plan.' },
  template: { icon: LayoutTemplateIcon, description: 'Ready-made templates with examples and customization tips.' },
  plr: { icon: RepeatIcon, description: 'Content with license terms, ready for others to rebrand.' },
};

export function ProductTypesSection() {
  return (
    <section aria-labelledby="product-types-title" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
      <SectionHeading
        id="product-types-title"
        eyebrow="What comes off the line"
        title="Six product formats, one workflow"
        description="Pick the format and the line adapts its sections to it, from eBook chapters to course modules and workbook exercises."
      />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRODUCT_TYPES.map(({ value, label }) => {
          const { icon: Icon, description } = productTypeDetails[value];
          return (
            <li key={value} className="flex items-start gap-4 rounded-xl border bg-card p-5 shadow-xs">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-highlight/20 text-highlight-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{label}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
