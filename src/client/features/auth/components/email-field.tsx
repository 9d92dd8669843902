import type { Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';

/** The e-mail address field every auth form opens with. */
export function EmailField<Values extends { email: string }>({ form }: { form: UseFormReturn<Values> }) {
  return (
    <TextField
      form={form}
      name={'email' as Path<Values>}
      id="email"
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
    />
  );
}
