import { LogOutIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { UserAvatar } from './user-avatar';

interface SidebarProps {
  items: readonly NavItem[];
  collapsed: boolean;
  onToggle: () => void;
  user: { name: string; email: string };
  onSignOut: () => void;
  isSigningOut: boolean;
}

const itemClasses =
  'group flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none';

export function Sidebar({ items, collapsed, onToggle, user, onSignOut, isSigningOut }: SidebarProps) {
  return (
    <aside
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-out md:flex',
        collapsed ? 'w-20' : 'w-64',
      )}
    >
      <div
        className={cn('flex h-16 items-center border-b border-sidebar-border', collapsed ? 'justify-center' : 'px-5')}
      >
        <Link
          to={paths.dashboard.href()}
          aria-label="Infoforge dashboard"
          className="rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          <BrandLogo showName={!collapsed} />
        </Link>
      </div>

      <nav aria-label="Main navigation" className="flex-1 space-y-1 overflow-y-auto p-3">
        {items.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                itemClasses,
                collapsed && 'justify-center px-0',
                isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span className={cn(collapsed && 'sr-only')}>{label}</span>
          </NavLink>
        ))}
      </nav>

      <div className="space-y-1 border-t border-sidebar-border p-3">
        <div className={cn('flex items-center gap-3 rounded-lg px-2 py-2', collapsed && 'justify-center px-0')}>
          <UserAvatar name={user.name} />
          <div className={cn('min-w-0', collapsed && 'sr-only')}>
            <p className="truncate text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onSignOut}
          disabled={isSigningOut}
          title={collapsed ? 'Sign Out' : undefined}
          className={cn(itemClasses, 'w-full disabled:opacity-60', collapsed && 'justify-center px-0')}
        >
          {isSigningOut ? (
            <Spinner className="size-5" />
          ) : (
            <LogOutIcon className="size-5 shrink-0" aria-hidden="true" />
          )}
          <span className={cn(collapsed && 'sr-only')}>Sign Out</span>
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className={cn(itemClasses, 'w-full text-muted-foreground', collapsed && 'justify-center px-0')}
        >
          {collapsed ? (
            <PanelLeftOpenIcon className="size-5 shrink-0" aria-hidden="true" />
          ) : (
            <PanelLeftCloseIcon className="size-5 shrink-0" aria-hidden="true" />
          )}
          <span className={cn(collapsed && 'sr-only')}>Collapse</span>
        </button>
      </div>
    </aside>
  );
}
