import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface FollowUpButtonProps {
  label: string;
  icon: LucideIcon;
  to: string;
  go: (to: string) => void;
  primary?: boolean;
}

/** A dialog action that leads to another page. */
export function FollowUpButton({ label, icon: Icon, to, go, primary = false }: FollowUpButtonProps) {
  return (
    <Button variant={primary ? 'default' : 'outline'} size="sm" onClick={() => go(to)}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
