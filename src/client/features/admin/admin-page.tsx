import { useQuery } from '@tanstack/react-query';
import { ActivityIcon, ArrowRightIcon, FolderKanbanIcon, HardDriveIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/lib/paths';
import { formatBytes } from '@shared/format-bytes';
import { adminStatsQueryOptions } from './api';
import { AiGenerationCard } from './components/ai-generation-card';
import { useDenyNonAdmin } from './hooks/use-deny-non-admin';

export function AdminPage() {
  const { data, error } = useQuery(adminStatsQueryOptions());
  useDenyNonAdmin(error);

  return (
    <div className="space-y-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">System-wide figures for Infoforge.</p>
      </header>

      <section aria-label="System figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={data?.totalUsers} description="Accounts created" icon={UsersIcon} />
        <StatCard
          label="Total Projects"
          value={data?.totalProjects}
          description="Projects across all users"
          icon={FolderKanbanIcon}
          accent="highlight"
        />
        <StatCard
          label="Active Users"
          value={data?.activeUsers}
          description="Signed in during the last 30 days"
          icon={ActivityIcon}
          accent="success"
        />
        <StatCard
          label="Stored Files"
          value={data?.storedBytes}
          description="Covers and documents of all users"
          icon={HardDriveIcon}
          format={formatBytes}
        />
      </section>

      <Link
        to={paths.adminUsers.href()}
        className="group flex items-center gap-4 rounded-xl border bg-card p-5 shadow-xs transition-all hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <UsersIcon className="size-5" aria-hidden="true" />
        </span>
        <span className="flex-1">
          <span className="block font-semibold">Manage Users</span>
          <span className="block text-sm text-muted-foreground">Search accounts and see their roles</span>
        </span>
        <ArrowRightIcon
          className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
          aria-hidden="true"
        />
      </Link>

      <AiGenerationCard stats={data} />
    </div>
  );
}
