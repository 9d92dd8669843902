import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-5 pb-20 sm:px-8 lg:pb-28">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 px-6 py-14 text-center shadow-xl shadow-indigo-500/20 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.07)_1px,transparent_1px)] bg-[size:40px_40px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
        />
        <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Your first production run is one form away
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-indigo-100 sm:text-lg">
          Create an account, describe your audience, and watch a finished product take shape station by station.
        </p>
        <Button asChild size="lg" variant="highlight" className="mt-8">
          <Link to={paths.signup.href()}>
            Create Your Account
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
    </section>
  );
}
