import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </Button>
  );
}
