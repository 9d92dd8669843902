import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  labelAction?: ReactNode;
  /** Shown under the control, beside its message, e.g. a character counter. */
  footer?: ReactNode;
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

function FormField({ id, label, error, labelAction, footer, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id} className={cn(error && 'text-destructive')}>
          {label}
        </Label>
        {labelAction}
      </div>
      {children}
      {(error || footer) && (
        <div className="flex items-start justify-between gap-3">
          {error && (
            <p id={errorMessageId(id)} role="alert" className="min-w-0 text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="ml-auto shrink-0">{footer}</div>
        </div>
      )}
    </div>
  );
}

export { fieldControlProps, FormField };
