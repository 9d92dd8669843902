import { ArrowRightIcon, LogInIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { PRODUCT_TYPES } from '@shared/catalog';
import { ProductionLineVisual } from './production-line-visual';

export function HeroSection() {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-ink-foreground">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(99_102_241/0.45),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-5 pt-16 pb-20 sm:px-8 lg:grid-cols-[1.05fr_1fr] lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-ink-foreground/85">
            <SparklesIcon className="size-3.5 text-amber-300" aria-hidden="true" />
            The AI production line for digital info products
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            Raw ideas in.{' '}
            <span className="bg-gradient-to-r from-amber-200 via-amber-300 to-orange-300 bg-clip-text text-transparent">
              Finished products
            </span>{' '}
            out.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-foreground/75">
            Infoforge runs your expertise through an AI assembly line: it researches the niche, shapes the product,
            writes every section and designs the cover, then packages it as a PDF and DOCX: a structured draft you
            finish in your own words, or a full book with your AI provider.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="highlight">
              <Link to={paths.signup.href()}>
                Start Production Now
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/20 bg-white/5 text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={paths.login.href()}>
                <LogInIcon />
                Sign In
              </Link>
            </Button>
          </div>
          <ul aria-label="Product formats" className="mt-10 flex flex-wrap gap-2">
            {PRODUCT_TYPES.map((type) => (
              <li
                key={type.value}
                className="rounded-md border border-white/10 bg-white/[0.04] px-2.5 py-1 text-xs font-medium text-ink-foreground/70"
              >
                {type.label}
              </li>
            ))}
          </ul>
        </div>
        <ProductionLineVisual />
      </div>
    </section>
  );
}
