import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';
import { signupInput, type SignupInput } from '../../../shared/schemas/auth.js';
import { AuthLayout } from './components/auth-layout';
import { SubmitButton } from './components/submit-button';
import { useCompleteSignIn } from './hooks/use-complete-sign-in';
import { runAuthRequest } from './run-auth-request';

export function SignupPage() {
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupInput),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    const outcome = await runAuthRequest(() =>
      authClient.signUp.email({ name: fullName, email, password, callbackURL: '/' }),
    );
    if (outcome.ok) await completeSignIn('Account created! Welcome!');
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Set up your production line in under a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField id="fullName" label="Full Name" error={errors.fullName?.message}>
          <Input
            {...fieldControlProps('fullName', errors.fullName?.message)}
            autoComplete="name"
            placeholder="Jane Doe"
            {...register('fullName')}
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldControlProps('email', errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          <Input
            {...fieldControlProps('password', errors.password?.message)}
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            {...register('password')}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input
            {...fieldControlProps('confirmPassword', errors.confirmPassword?.message)}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </FormField>
        <SubmitButton busy={isSubmitting} label="Create Account" busyLabel="Creating account..." />
      </form>
    </AuthLayout>
  );
}
