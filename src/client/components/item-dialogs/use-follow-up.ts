import { useNavigate } from 'react-router';

/** The delay between a dialog closing and the page its action leads to (spec §9). */
export const FOLLOW_UP_DELAY_MS = 100;

/** An action that closes the dialog, then goes to `to` once the dialog is gone. */
export function useFollowUp(onOpenChange: (open: boolean) => void) {
  const navigate = useNavigate();
  return (to: string) => {
    onOpenChange(false);
    window.setTimeout(() => void navigate(to), FOLLOW_UP_DELAY_MS);
  };
}
