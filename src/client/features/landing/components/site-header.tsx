import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/auth/session';

export function SiteHeader() {
  const { session } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link
          to={paths.home.href()}
          aria-label="Infoforge home"
          className="rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <BrandLogo tone="inverted" />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2 sm:gap-3">
          {session ? (
            <Button asChild variant="highlight">
              <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="text-ink-foreground/85 hover:bg-white/10 hover:text-white">
                <Link to={paths.login.href()}>Login</Link>
              </Button>
              <Button asChild variant="highlight">
                <Link to={paths.signup.href()}>Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
