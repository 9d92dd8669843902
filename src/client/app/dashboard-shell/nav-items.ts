import { LayoutDashboardIcon, LibraryBigIcon, ShieldCheckIcon, SquarePlusIcon, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  end?: boolean;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/dashboard/create', label: 'Create Product', shortLabel: 'Create', icon: SquarePlusIcon },
  { to: '/dashboard/products', label: 'My Products', shortLabel: 'My Products', icon: LibraryBigIcon },
];

export const ADMIN_NAV: NavItem = { to: '/admin', label: 'Admin', shortLabel: 'Admin', icon: ShieldCheckIcon };
