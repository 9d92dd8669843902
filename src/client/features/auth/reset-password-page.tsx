import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth/auth-client';
import { paths } from '@/lib/paths';
import { resetPasswordInput, type ResetPasswordInput } from '@shared/schemas/auth';
import { AuthLayout } from './components/auth-layout';
import { NewPasswordFields } from './components/new-password-fields';
import { SubmitButton } from './components/submit-button';
import { useCompleteSignIn } from './hooks/use-complete-sign-in';
import { runAuthRequest } from './run-auth-request';

function InvalidResetLink() {
  return (
    <AuthLayout
      title="This reset link is invalid"
      description="The link is missing its token, has already been used, or has expired. Reset links work once, for one hour."
    >
      <div className="flex flex-col items-center gap-6 rounded-xl border bg-card p-6 text-center shadow-xs">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <LinkIcon className="size-6" aria-hidden="true" />
        </span>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword.href()}>Request a new link</Link>
        </Button>
        <Link to={paths.login.href()} className="text-sm font-medium text-primary hover:underline">
          Back to Login
        </Link>
      </div>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const outcome = await runAuthRequest(() => authClient.resetPassword({ newPassword: password, token }));
    if (!outcome.ok) {
      if (outcome.code === 'INVALID_TOKEN') onInvalidToken();
      return;
    }
    // The server signs the user in with a fresh session; every older one stays revoked.
    await completeSignIn('Password updated successfully!');
  });

  return (
    <AuthLayout title="Choose a new password" description="Pick a password of at least 6 characters.">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <NewPasswordFields form={form} passwordLabel="New Password" />
        <SubmitButton busy={form.formState.isSubmitting} label="Update Password" busyLabel="Updating password..." />
      </form>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [rejectedToken, setRejectedToken] = useState<string | null>(null);
  const token = searchParams.get('token');
  if (!token || token === rejectedToken || searchParams.has('error')) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} onInvalidToken={() => setRejectedToken(token)} />;
}
