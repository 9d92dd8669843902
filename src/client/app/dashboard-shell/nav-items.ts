import { LayoutDashboardIcon, LibraryBigIcon, ShieldCheckIcon, SquarePlusIcon, type LucideIcon } from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  end?: boolean;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { to: paths.dashboard.href(), label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: paths.createProduct.href(), label: 'Create Product', shortLabel: 'Create', icon: SquarePlusIcon },
  { to: paths.products.href(), label: 'My Products', shortLabel: 'My Products', icon: LibraryBigIcon },
];

export const ADMIN_NAV: NavItem = {
  to: paths.admin.href(),
  label: 'Admin',
  shortLabel: 'Admin',
  icon: ShieldCheckIcon,
};
