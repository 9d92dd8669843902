import { LayoutDashboardIcon, LibraryBigIcon, ShieldCheckIcon, SquarePlusIcon, type LucideIcon } from 'lucide-react';
import { paths } from '@/lib/paths';
import { ASSEMBLE_ROUTE } from '@/lib/tool-routes';

export interface NavItem {
  to: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  end?: boolean;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { to: paths.dashboard.href(), label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: paths.createProject.href(), label: 'Create Product', shortLabel: 'Create', icon: SquarePlusIcon },
  { to: paths.savedContent.href(), label: 'My Products', shortLabel: 'My Products', icon: LibraryBigIcon },
];

/** The sidebar's entries for every user: the primary ones, then Assemble. The tab bar has room for the primary only. */
export const SIDEBAR_NAV: readonly NavItem[] = [
  ...PRIMARY_NAV,
  { to: ASSEMBLE_ROUTE.to, label: ASSEMBLE_ROUTE.label, shortLabel: 'Assemble', icon: ASSEMBLE_ROUTE.icon },
];

export const ADMIN_NAV: NavItem = {
  to: paths.admin.href(),
  label: 'Admin',
  shortLabel: 'Admin',
  icon: ShieldCheckIcon,
};
