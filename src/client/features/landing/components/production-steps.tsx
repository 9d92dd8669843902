import { ArrowRightIcon, BoxesIcon, CpuIcon, PackageCheckIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const steps = [
  {
    number: '01',
    title: 'Raw materials',
    description:
      'Describe who you serve, what they care about and what they spend. That is all the line needs to start a run.',
    icon: BoxesIcon,
  },
  {
    number: '02',
    title: 'AI assembly line',
    description:
      'Four AI stations research, ideate, write and design in sequence, each one building on the work of the last.',
    icon: CpuIcon,
  },
  {
    number: '03',
    title: 'Finished products',
    description:
      'A titled, written and covered product comes off the line, packaged as a print-ready PDF and an editable DOCX.',
    icon: PackageCheckIcon,
  },
] as const;

export function ProductionSteps() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
      <SectionHeading
        id="how-it-works"
        eyebrow="How it works"
        title="Three steps from idea to inventory"
        description="Infoforge treats a digital product like a factory treats a physical one: materials go in, every station adds value, and a finished good ships at the end."
      />
      <ol className="relative mt-14 grid gap-6 md:grid-cols-3">
        {steps.map(({ number, title, description, icon: Icon }, index) => (
          <li key={number} className="relative">
            <div className="h-full rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-mono text-sm font-semibold text-muted-foreground">{number}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </div>
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-1/2 -right-5 z-10 hidden size-8 -translate-y-1/2 items-center justify-center rounded-full border bg-background text-primary shadow-sm md:flex"
              >
                <ArrowRightIcon className="size-4" />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
