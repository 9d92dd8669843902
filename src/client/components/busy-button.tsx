import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type BusyButtonProps = ComponentProps<typeof Button> & { busy: boolean; busyLabel: string };

/**
 * A button that shows a spinner and its busy label, and cannot be pressed again, while its action runs. The second
 * click of a double-click (its `detail` counts the clicks) does nothing either, not even submit its form: it can
 * arrive before the busy state has been drawn, and would start the action twice.
 */
export function BusyButton({ busy, busyLabel, disabled, children, onClick, ...props }: BusyButtonProps) {
  return (
    <Button
      disabled={busy || disabled}
      onClick={(event) => {
        if (event.detail > 1) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
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
