import { Badge } from '@/components/ui/badge';
import { DOCUMENTS_STATUS_LABELS, type DocumentsStatus } from '@shared/catalog';

const VARIANTS: Record<DocumentsStatus, 'secondary' | 'info' | 'success' | 'destructive'> = {
  not_generated: 'secondary',
  generating: 'info',
  completed: 'success',
  failed: 'destructive',
};

/** A project's documents status with the label of docs/product-rules.md R27 ('PDF Ready'…). */
export function DocumentsStatusBadge({ status }: { status: DocumentsStatus }) {
  return <Badge variant={VARIANTS[status]}>{DOCUMENTS_STATUS_LABELS[status]}</Badge>;
}
