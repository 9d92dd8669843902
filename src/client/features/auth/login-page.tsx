import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/components/forms/text-field';
import { authClient } from '@/lib/auth/auth-client';
import { paths } from '@/lib/paths';
import { loginInput, type LoginInput } from '@shared/schemas/auth';
import { AuthLayout } from './components/auth-layout';
import { EmailField } from './components/email-field';
import { SubmitButton } from './components/submit-button';
import { useCompleteSignIn } from './hooks/use-complete-sign-in';
import { runAuthRequest } from './run-auth-request';

export function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const outcome = await runAuthRequest(() => authClient.signIn.email({ email, password }));
    if (outcome.ok) await completeSignIn('Welcome back!');
  });

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to get back to your production line."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup.href()} className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <EmailField form={form} />
        <TextField
          form={form}
          name="password"
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          labelAction={
            <Link to={paths.forgotPassword.href()} className="text-sm font-medium text-primary hover:underline">
              Forgot password?
            </Link>
          }
        />
        <SubmitButton busy={form.formState.isSubmitting} label="Sign In" busyLabel="Signing in..." />
      </form>
    </AuthLayout>
  );
}
