import type { Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';

/** A new password and its confirmation, as sign-up and reset ask for them. */
export function NewPasswordFields<Values extends { password: string; confirmPassword: string }>({
  form,
  passwordLabel,
}: {
  form: UseFormReturn<Values>;
  passwordLabel: string;
}) {
  return (
    <>
      <TextField
        form={form}
        name={'password' as Path<Values>}
        id="password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
      />
      <TextField
        form={form}
        name={'confirmPassword' as Path<Values>}
        id="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
