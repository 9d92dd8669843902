import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The button under one of the plan's lists that adds an entry to it, off once the list holds all it may. */
export function AddToListButton({ label, full, onAdd }: { label: string; full: boolean; onAdd: () => void }) {
  return (
    <Button variant="outline" size="sm" className="justify-self-start" disabled={full} onClick={onAdd}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
