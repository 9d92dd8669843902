import { EllipsisIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

interface MobileTabBarProps {
  items: readonly NavItem[];
  onMore: () => void;
  moreOpen: boolean;
}

const tabClasses =
  'flex flex-1 flex-col items-center justify-center gap-1 rounded-lg py-2 text-[11px] font-medium text-muted-foreground transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none';

export function MobileTabBar({ items, onMore, moreOpen }: MobileTabBarProps) {
  return (
    <nav
      aria-label="Mobile navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <div className="mx-auto flex max-w-md items-stretch gap-1 px-2 py-1.5">
        {items.map(({ to, shortLabel, icon: Icon, end }) => (
          <NavLink key={to} to={to} end={end} className={({ isActive }) => cn(tabClasses, isActive && 'text-primary')}>
            {({ isActive }) => (
              <>
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-accent',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {shortLabel}
              </>
            )}
          </NavLink>
        ))}
        <button
          type="button"
          onClick={onMore}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          className={cn(tabClasses, moreOpen && 'text-primary')}
        >
          <span className={cn('flex h-7 w-12 items-center justify-center rounded-full', moreOpen && 'bg-accent')}>
            <EllipsisIcon className="size-5" aria-hidden="true" />
          </span>
          More
        </button>
      </div>
    </nav>
  );
}
