import { format, parseISO } from 'date-fns';
import { EyeIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { editHref, regenerateHref } from '@/lib/saved-item-routes';
import { DATE_FORMAT } from '../../../../shared/catalog.js';
import type { SavedCard } from '../../../../shared/schemas/saved-item.js';
import { KIND_NAMES } from '../product-tabs';

interface ItemCardProps {
  card: SavedCard;
  onView: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** A saved niche, idea, title or content section: View opens its dialog; Edit and Regenerate open its tool. */
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
      <h3 className="line-clamp-2 font-semibold">{card.title}</h3>
      {card.description && <p className="line-clamp-3 text-sm text-muted-foreground">{card.description}</p>}
      <div className="mt-auto -ml-2 flex flex-wrap items-center gap-1 pt-1">
        <Button variant="ghost" size="sm" onClick={onView} aria-label={`View ${card.title}`}>
          <EyeIcon aria-hidden="true" />
          View
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={editHref(card.kind, card.id)} aria-label={`Edit ${card.title}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={regenerateHref(card.kind, card.id)} aria-label={`Regenerate ${card.title}`}>
            <RefreshCwIcon aria-hidden="true" />
            Regenerate
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-muted-foreground hover:text-destructive"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${card.title}`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
