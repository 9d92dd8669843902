import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type BusyButtonProps = ComponentProps<typeof Button> & { busy: boolean; busyLabel: string };

/** A button that shows a spinner and its busy label, and cannot be pressed again, while its action runs. */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
