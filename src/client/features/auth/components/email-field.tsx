import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { textFieldPaths } from '@/lib/forms/form-types';

const field = textFieldPaths<{ email: string }>();

/** The e-mail address field every auth form opens with. */
export function EmailField<Values extends { email: string }>({ form }: { form: UseFormReturn<Values> }) {
  return (
    <TextField
      form={form}
      name={field<Values>('email')}
      id="email"
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
    />
  );
}
