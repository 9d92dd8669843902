import { RotateCwIcon } from 'lucide-react';
import { useRouteError } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <BrandLogo />
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="max-w-md text-muted-foreground">
          The page could not be displayed. Reloading usually fixes it, for example after an update of the app.
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>
        <RotateCwIcon />
        Reload page
      </Button>
    </main>
  );
}
