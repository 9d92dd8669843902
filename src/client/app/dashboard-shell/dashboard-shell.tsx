import { useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes-guard';
import { useCurrentUser } from '@/lib/auth/current-user';
import { paths } from '@/lib/paths';
import { useFollowGenerations } from '@/lib/projects/use-follow-generations';
import { useOtherTabChanges } from '@/lib/saved-items/use-other-tab-changes';
import { cn } from '@/lib/utils';
import { MobileTabBar } from './mobile-tab-bar';
import { MoreSheet } from './more-sheet';
import { ADMIN_NAV, PRIMARY_NAV, SIDEBAR_NAV } from './nav-items';
import { Sidebar } from './sidebar';
import { useCloseOnDesktop } from './use-close-on-desktop';
import { UserAvatar } from './user-avatar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useSignOut } from './use-sign-out';

export function DashboardShell() {
  const user = useCurrentUser();
  const { collapsed, toggle } = useSidebarCollapsed();
  const { signOut, isSigningOut } = useSignOut();
  const [moreOpen, setMoreOpen] = useState(false);
  useCloseOnDesktop(useCallback(() => setMoreOpen(false), []));
  useFollowGenerations();
  useOtherTabChanges();
  const sidebarItems = user.isAdmin ? [...SIDEBAR_NAV, ADMIN_NAV] : SIDEBAR_NAV;

  return (
    <div className="min-h-dvh bg-canvas">
      <Sidebar
        items={sidebarItems}
        collapsed={collapsed}
        onToggle={toggle}
        user={user}
        onSignOut={() => void signOut()}
        isSigningOut={isSigningOut}
      />

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-background px-4 md:hidden">
        <Link to={paths.dashboard.href()} aria-label="Infoforge dashboard">
          <BrandLogo />
        </Link>
        <UserAvatar name={user.name} className="size-8" />
      </header>

      <div className={cn('transition-[padding] duration-200 ease-out', collapsed ? 'md:pl-20' : 'md:pl-64')}>
        <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 md:px-10 md:py-10">
          <Outlet />
        </main>
      </div>

      <MobileTabBar items={PRIMARY_NAV} onMore={() => setMoreOpen(true)} moreOpen={moreOpen} />
      <MoreSheet
        open={moreOpen}
        onOpenChange={setMoreOpen}
        user={user}
        onSignOut={() => void signOut()}
        isSigningOut={isSigningOut}
      />
      <UnsavedChangesGuard />
    </div>
  );
}
