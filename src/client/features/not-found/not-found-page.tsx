import { ArrowLeftIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-6 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]"
      />
      <BrandLogo className="mb-10" />
      <p className="bg-gradient-to-br from-indigo-500 to-violet-600 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        This part of the factory floor doesn&apos;t exist. Check the address or head back to the start.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home.href()}>
          <ArrowLeftIcon />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
