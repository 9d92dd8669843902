import { Badge } from '@/components/ui/badge';
import { PDF_STATUS_LABELS, type PdfStatus } from '@shared/catalog';

const VARIANTS: Record<PdfStatus, 'secondary' | 'info' | 'success' | 'destructive'> = {
  not_generated: 'secondary',
  generating: 'info',
  completed: 'success',
  failed: 'destructive',
};

/** A project's PDF status with the label of docs/product-rules.md R27 ('PDF Ready'…). */
export function PdfStatusBadge({ status }: { status: PdfStatus }) {
  return <Badge variant={VARIANTS[status]}>{PDF_STATUS_LABELS[status]}</Badge>;
}
