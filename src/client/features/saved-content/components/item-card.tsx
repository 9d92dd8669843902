import { format, parseISO } from 'date-fns';
import { EyeIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { editHref, regenerateHref } from '@/lib/saved-items/saved-item-routes';
import { DATE_FORMAT } from '@shared/catalog';
import type { SavedCard } from '@shared/schemas/saved-item';
import { KIND_NAMES } from '../saved-content-tabs';
import { DeleteCardButton } from './delete-card-button';

/** Edit replaces the item from its tool; Regenerate starts a new one from its settings. */
const TOOL_LINKS = [
  { label: 'Edit', icon: PencilIcon, href: editHref },
  { label: 'Regenerate', icon: RefreshCwIcon, href: regenerateHref },
] as const;

interface ItemCardProps {
  card: SavedCard;
  onView: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/**
 * A saved niche, idea, title, content section or cover (with its thumbnail): View opens its dialog; Edit and
 * Regenerate open its tool.
 */
export function ItemCard({ card, onView, onDelete, deleting }: ItemCardProps) {
  const { typeLabel } = KIND_NAMES[card.kind];
  return (
    <Card className="gap-3 px-5 py-4 wrap-anywhere" aria-label={`${typeLabel}: ${card.title}`}>
      <div className="flex items-center justify-between gap-2">
        <Badge variant="info">{typeLabel}</Badge>
        <time dateTime={card.createdAt} className="text-xs text-muted-foreground">
          {format(parseISO(card.createdAt), DATE_FORMAT)}
        </time>
      </div>
      <div className="flex gap-3">
        {card.imageUrl && <ProjectThumbnail url={card.imageUrl} alt={`Cover of ${card.title}`} className="w-16" />}
        <div className="min-w-0 space-y-3">
          <h3 className="line-clamp-2 font-semibold">{card.title}</h3>
          {card.description && <p className="line-clamp-3 text-sm text-muted-foreground">{card.description}</p>}
        </div>
      </div>
      <div className="mt-auto -ml-2 flex flex-wrap items-center gap-1 pt-1">
        <Button variant="ghost" size="sm" onClick={onView} aria-label={`View ${card.title}`}>
          <EyeIcon aria-hidden="true" />
          View
        </Button>
        {TOOL_LINKS.map(({ label, icon: Icon, href }) => (
          <Button key={label} asChild variant="ghost" size="sm">
            <Link to={href(card.kind, card.id)} aria-label={`${label} ${card.title}`}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
        <DeleteCardButton subject={card.title} onDelete={onDelete} deleting={deleting} />
      </div>
    </Card>
  );
}
