import type { FormEventHandler, ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { OfflineNotice } from './offline-notice';
import { Card } from '@/components/ui/card';

interface GeneratorFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The button's text, e.g. 'Generate Niches'. */
  submitLabel: string;
  /** The note that text comes from the built-in writer when no AI provider is set; left out where no text is written. */
  offlineNotice?: boolean;
  /** Keeps the generate button off while the form lacks a choice it cannot go without. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The card every generator tool's form sits in: its fields, the generate button and the offline notice. */
export function GeneratorForm({
  onSubmit,
  busy,
  submitLabel,
  offlineNotice = true,
  submitDisabled = false,
  children,
}: GeneratorFormProps) {
  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        {children}
        <BusyButton
          type="submit"
          size="lg"
          className="w-full"
          busy={busy}
          busyLabel="Generating..."
          disabled={submitDisabled}
        >
          {submitLabel}
        </BusyButton>
        {offlineNotice && <OfflineNotice />}
      </form>
    </Card>
  );
}
