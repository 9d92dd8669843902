import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';
import { loginInput, type LoginInput } from '../../../shared/schemas/auth.js';
import { AuthLayout } from './components/auth-layout';
import { SubmitButton } from './components/submit-button';
import { useCompleteSignIn } from './hooks/use-complete-sign-in';
import { runAuthRequest } from './run-auth-request';

export function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
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
          <Link to="/signup" className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldControlProps('email', errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password?.message}
          labelAction={
            <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
              Forgot password?
            </Link>
          }
        >
          <Input
            {...fieldControlProps('password', errors.password?.message)}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </FormField>
        <SubmitButton busy={isSubmitting} label="Sign In" busyLabel="Signing in..." />
      </form>
    </AuthLayout>
  );
}
