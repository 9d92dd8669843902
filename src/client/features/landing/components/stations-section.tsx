import { ClipboardCheckIcon, FactoryIcon, LightbulbIcon, SearchIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const stations = [
  {
    title: 'Market Research',
    description:
      'Find niches with real demand. Each one arrives with its market size, competition level, profit potential and the pain points of its audience.',
    outputs: ['Niches', 'Demographics', 'Profit potential'],
    icon: SearchIcon,
  },
  {
    title: 'Innovation Workshop',
    description:
      'Turn a niche into product concepts: an eBook, course, guide, workbook or template pack, with a target audience, selling points and modules.',
    outputs: ['Concepts', 'Selling points', 'Modules'],
    icon: LightbulbIcon,
  },
  {
    title: 'Content Assembly Line',
    description:
      'Generate titles in the tone you want, then write each chapter, module or step as clean markdown you can edit and regenerate.',
    outputs: ['Titles', 'Chapters', 'Sections'],
    icon: FactoryIcon,
  },
  {
    title: 'Quality Control & Packaging',
    description:
      'Design a cover, put your sections in order and package the whole product as a polished PDF and an editable DOCX.',
    outputs: ['Cover', 'PDF', 'DOCX'],
    icon: ClipboardCheckIcon,
  },
] as const;

export function StationsSection() {
  return (
    <section aria-labelledby="stations-title" className="border-y bg-muted/50">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
        <SectionHeading
          id="stations-title"
          eyebrow="The factory floor"
          title="Four stations, one seamless line"
          description="Use them in order with the guided six-step builder, or step up to any station on its own."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2">
          {stations.map(({ title, description, outputs, icon: Icon }, index) => (
            <article
              key={title}
              className="group relative overflow-hidden rounded-2xl border bg-card p-6 shadow-xs transition-all hover:-translate-y-0.5 hover:shadow-lg sm:p-7"
            >
              <div
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-indigo-500 via-violet-500 to-amber-400 opacity-0 transition-opacity group-hover:opacity-100"
              />
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <p className="text-xs font-semibold tracking-wide text-primary uppercase">Station {index + 1}</p>
                  <h3 className="mt-1 text-lg font-semibold">{title}</h3>
                </div>
              </div>
              <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{description}</p>
              <ul aria-label={`${title} output`} className="mt-5 flex flex-wrap gap-2">
                {outputs.map((output) => (
                  <li
                    key={output}
                    className="rounded-md bg-secondary px-2 py-1 text-xs font-medium text-secondary-foreground"
                  >
                    {output}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
