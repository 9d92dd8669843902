import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/lib/paths';

interface AuthLayoutProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

const highlights = [
  'Market research that finds niches with real demand',
  'Product concepts, titles and chapters written for you',
  'Covers designed and packaged as PDF and DOCX',
];

export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative isolate hidden overflow-hidden bg-ink p-12 text-ink-foreground lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:44px_44px]"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-24 -z-10 size-[30rem] rounded-full bg-[radial-gradient(closest-side,rgb(99_102_241/0.5),transparent)]"
        />
        <Link to={paths.home.href()} aria-label="Infoforge home" className="w-fit">
          <BrandLogo tone="inverted" />
        </Link>
        <div className="max-w-md">
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">Your AI production line</p>
          <p className="mt-4 text-3xl leading-tight font-bold tracking-tight text-white">
            From raw idea to finished digital product, station by station.
          </p>
          <ul className="mt-8 space-y-4">
            {highlights.map((item) => (
              <li key={item} className="flex items-start gap-3 text-ink-foreground/80">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-300/15 text-amber-300">
                  <CheckIcon className="size-3.5" aria-hidden="true" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-ink-foreground/50">eBooks · Courses · Guides · Workbooks · Template packs</p>
      </aside>

      <main className="flex flex-col px-5 py-8 sm:px-10">
        <Link to={paths.home.href()} aria-label="Infoforge home" className="w-fit lg:hidden">
          <BrandLogo />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <div className="mt-2 text-sm text-muted-foreground">{description}</div>
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 text-center text-sm text-muted-foreground">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
