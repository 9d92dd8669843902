import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { AuthLayout } from './auth-layout';

/** What the user sees after we e-mailed them a link: where it went, what it does, and the way back to login. */
export function CheckEmail({ email, sent }: { email: string; sent: ReactNode }) {
  return (
    <AuthLayout
      title="Check your email"
      description={
        <>
          We sent {sent} to <strong className="font-semibold text-foreground">{email}</strong>.
        </>
      }
    >
      <div className="flex flex-col items-center gap-6 rounded-xl border bg-card p-6 text-center shadow-xs">
        <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">
          Didn&apos;t get it? Check your spam folder, or make sure the address is the one you meant.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login.href()}>
            <ArrowLeftIcon />
            Back to Login
          </Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
