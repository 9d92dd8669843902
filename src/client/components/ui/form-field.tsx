import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  labelAction?: ReactNode;
  className?: string;
  children: ReactNode;
}

function errorMessageId(id: string) {
  return `${id}-error`;
}

function fieldControlProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorMessageId(id) : undefined,
  } as const;
}

function FormField({ id, label, error, labelAction, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id} className={cn(error && 'text-destructive')}>
          {label}
        </Label>
        {labelAction}
      </div>
      {children}
      {error && (
        <p id={errorMessageId(id)} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export { fieldControlProps, FormField };
