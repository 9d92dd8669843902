import { ChevronRightIcon, LogOutIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { ASSEMBLE_ROUTE, TOOL_ROUTES } from '@/lib/tool-routes';
import { cn } from '@/lib/utils';
import { ADMIN_NAV } from './nav-items';
import { UserAvatar } from './user-avatar';

interface MoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { name: string; email: string; isAdmin: boolean };
  onSignOut: () => void;
  isSigningOut: boolean;
}

const rowClasses =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none';

/** A link that closes the sheet as it is followed: icon, label and a chevron. */
function SheetLinkRow({
  to,
  label,
  icon: Icon,
  iconClassName,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  iconClassName: string;
}) {
  return (
    <SheetClose asChild>
      <Link to={to} className={rowClasses}>
        <span className={cn('flex size-8 items-center justify-center rounded-lg', iconClassName)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="flex-1">{label}</span>
        <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      </Link>
    </SheetClose>
  );
}

export function MoreSheet({ open, onOpenChange, user, onSignOut, isSigningOut }: MoreSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="md:hidden">
        <SheetHeader>
          <SheetTitle>More</SheetTitle>
          <SheetDescription className="sr-only">Advanced tools and account actions</SheetDescription>
        </SheetHeader>
        <div className="flex items-center gap-3 px-5">
          <UserAvatar name={user.name} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <div className="overflow-y-auto px-2">
          <SheetLinkRow {...ASSEMBLE_ROUTE} iconClassName="bg-primary text-primary-foreground" />
          <h3 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Advanced tools
          </h3>
          <ul>
            {TOOL_ROUTES.map((tool) => (
              <li key={tool.to}>
                <SheetLinkRow {...tool} iconClassName="bg-accent text-accent-foreground" />
              </li>
            ))}
          </ul>
          <div className="mt-2 space-y-1 border-t pt-2">
            {user.isAdmin && <SheetLinkRow {...ADMIN_NAV} iconClassName="bg-secondary" />}
            <button
              type="button"
              onClick={onSignOut}
              disabled={isSigningOut}
              className={`${rowClasses} w-full text-destructive disabled:opacity-60`}
            >
              <span className="flex size-8 items-center justify-center rounded-lg bg-destructive/10">
                {isSigningOut ? <Spinner /> : <LogOutIcon className="size-4" aria-hidden="true" />}
              </span>
              Sign Out
            </button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
