import { format, parseISO } from 'date-fns';
import { TriangleAlertIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { DATE_FORMAT } from '@shared/catalog';
import type { SectionStamp } from '@shared/schemas/content';

interface DuplicateSectionWarningProps {
  sectionName: string;
  sections: SectionStamp[];
  /** The section being edited, which does not count as a duplicate of itself. */
  ignoreId: string | undefined;
}

/** Tells, without blocking, that a section of the same name (any case) was already written. */
export function DuplicateSectionWarning({ sectionName, sections, ignoreId }: DuplicateSectionWarningProps) {
  const wanted = sectionName.trim().toLowerCase();
  const existing = wanted
    ? sections
        .filter((section) => section.id !== ignoreId && section.sectionName.trim().toLowerCase() === wanted)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    : undefined;
  if (!existing) return null;
  return (
    <Alert variant="warning" role="status">
      <TriangleAlertIcon aria-hidden="true" />
      <p>
        You already have content for &quot;{existing.sectionName}&quot; created on{' '}
        {format(parseISO(existing.createdAt), DATE_FORMAT)}. Generating again will create a new version.
      </p>
    </Alert>
  );
}
