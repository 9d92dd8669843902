import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/components/forms/text-field';
import { authClient } from '@/lib/auth/auth-client';
import { paths } from '@/lib/paths';
import { signupInput, type SignupInput } from '@shared/schemas/auth';
import { AuthLayout } from './components/auth-layout';
import { CheckEmail } from './components/check-email';
import { NewPasswordFields } from './components/new-password-fields';
import { EmailField } from './components/email-field';
import { SubmitButton } from './components/submit-button';
import { useCompleteSignIn } from './hooks/use-complete-sign-in';
import { runAuthRequest } from './run-auth-request';

export function SignupPage() {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupInput),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ fullName, email, password }) => {
    const outcome = await runAuthRequest(() =>
      authClient.signUp.email({ name: fullName, email, password, callbackURL: paths.dashboard.href() }),
    );
    if (!outcome.ok) return;
    // With address confirmation on, the account opens only from the link we e-mailed.
    if (outcome.data?.token) await completeSignIn('Account created! Welcome!');
    else setConfirmationSentTo(email);
  });

  if (confirmationSentTo) {
    return <CheckEmail email={confirmationSentTo} sent="a link to confirm your address and open your account" />;
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Set up your production line in under a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.href()} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          form={form}
          name="fullName"
          id="fullName"
          label="Full Name"
          autoComplete="name"
          placeholder="Jane Doe"
        />
        <EmailField form={form} />
        <NewPasswordFields form={form} passwordLabel="Password" />
        <SubmitButton busy={form.formState.isSubmitting} label="Create Account" busyLabel="Creating account..." />
      </form>
    </AuthLayout>
  );
}
