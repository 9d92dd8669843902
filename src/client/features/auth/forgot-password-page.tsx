import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { paths } from '@/lib/paths';
import { forgotPasswordInput, type ForgotPasswordInput } from '../../../shared/schemas/auth.js';
import { AuthLayout } from './components/auth-layout';
import { EmailField } from './components/email-field';
import { SubmitButton } from './components/submit-button';
import { runAuthRequest } from './run-auth-request';

function SentConfirmation({ email }: { email: string }) {
  return (
    <AuthLayout
      title="Check your email"
      description={
        <>
          We sent a password reset link to <strong className="font-semibold text-foreground">{email}</strong>. It
          expires in one hour.
        </>
      }
    >
      <div className="flex flex-col items-center gap-6 rounded-xl border bg-card p-6 text-center shadow-xs">
        <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">
          Didn&apos;t get it? Check your spam folder, or make sure the address matches the one you signed up with.
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

  if (sentTo) return <SentConfirmation email={sentTo} />;

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
