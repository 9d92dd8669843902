import { ArrowRightIcon, WandSparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { ASSEMBLE_ROUTE } from '@/lib/tool-routes';

const wizardSteps = ['Niche', 'Idea', 'Title', 'Content', 'Cover', 'Review'];

export function CreateProjectCard() {
  return (
    <section
      aria-labelledby="create-project-title"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-6 text-white shadow-lg shadow-indigo-500/20 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:36px_36px] [mask-image:linear-gradient(to_left,black,transparent_70%)]"
      />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
            <WandSparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <h2 id="create-project-title" className="mt-4 text-xl font-semibold sm:text-2xl">
            Start a new product
          </h2>
          <p className="mt-2 text-indigo-100">
            Build a finished product from scratch in a guided 6-step process, from choosing a niche to reviewing the
            final result.
          </p>
          <ol aria-label="Wizard steps" className="mt-4 flex flex-wrap gap-2">
            {wizardSteps.map((step, index) => (
              <li key={step} className="rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-white/90">
                {index + 1}. {step}
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <Button asChild size="lg" variant="highlight" className="w-full sm:w-auto lg:w-full">
            <Link to={paths.createProject.href()}>
              Create New Product
              <ArrowRightIcon />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="w-full bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20 hover:text-white sm:w-auto lg:w-full"
          >
            <Link to={ASSEMBLE_ROUTE.to}>
              <ASSEMBLE_ROUTE.icon aria-hidden="true" />
              {ASSEMBLE_ROUTE.label}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
