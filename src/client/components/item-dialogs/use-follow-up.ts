import { useNavigate } from 'react-router';

/** The delay between a dialog closing and the page its action leads to (docs/product-rules.md R21). */
export const FOLLOW_UP_DELAY_MS = 100;

/** An action that closes the dialog, then runs `next` once the dialog is gone (e.g. opens another dialog). */
export function useAfterClose(onOpenChange: (open: boolean) => void) {
  return (next: () => void) => {
    onOpenChange(false);
    window.setTimeout(next, FOLLOW_UP_DELAY_MS);
  };
}

/** An action that closes the dialog, then goes to `to` once the dialog is gone. */
export function useFollowUp(onOpenChange: (open: boolean) => void) {
  const navigate = useNavigate();
  const afterClose = useAfterClose(onOpenChange);
  return (to: string) => afterClose(() => void navigate(to));
}
