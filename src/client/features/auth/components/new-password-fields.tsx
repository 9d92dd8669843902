import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { textFieldPaths } from '@/lib/forms/form-types';

const field = textFieldPaths<{ password: string; confirmPassword: string }>();

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
        name={field<Values>('password')}
        id="password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
      />
      <TextField
        form={form}
        name={field<Values>('confirmPassword')}
        id="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
