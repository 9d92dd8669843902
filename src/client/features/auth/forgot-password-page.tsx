import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '@/lib/auth/auth-client';
import { paths } from '@/lib/paths';
import { forgotPasswordInput, type ForgotPasswordInput } from '@shared/schemas/auth';
import { AuthLayout } from './components/auth-layout';
import { CheckEmail } from './components/check-email';
import { EmailField } from './components/email-field';
import { SubmitButton } from './components/submit-button';
import { runAuthRequest } from './run-auth-request';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const outcome = await runAuthRequest(() =>
      authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword.href() }),
    );
    if (!outcome.ok) return;
    toast.success('Password reset email sent!');
    setSentTo(email);
  });

  if (sentTo) return <CheckEmail email={sentTo} sent="a password reset link, valid for one hour," />;

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={
        <Link
          to={paths.login.href()}
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <EmailField form={form} />
        <SubmitButton busy={form.formState.isSubmitting} label="Send Reset Link" busyLabel="Sending..." />
      </form>
    </AuthLayout>
  );
}
