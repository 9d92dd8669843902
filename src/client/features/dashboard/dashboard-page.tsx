import { useQuery } from '@tanstack/react-query';
import { BoxesIcon, FileCheck2Icon, FolderKanbanIcon } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useCurrentUser } from '@/lib/auth/current-user';
import { useFollowGenerating } from '@/lib/projects/followed-generations';
import { dashboardQueryOptions } from './api';
import { AdvancedTools } from './components/advanced-tools';
import { CreateProjectCard } from './components/create-project-card';
import { RecentProjects } from './components/recent-projects';

export function DashboardPage() {
  const { name } = useCurrentUser();
  const { data, isFetching } = useQuery(dashboardQueryOptions());
  useFollowGenerating(data?.recentProjects, isFetching);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">Welcome{name && `, ${name}`}</h1>
        <p className="mt-1 text-muted-foreground">Your production line is ready. What are we making today?</p>
      </header>

      <CreateProjectCard />

      <section aria-label="Production figures" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Projects"
          value={data?.totalProjects}
          description="Products on your line"
          icon={FolderKanbanIcon}
        />
        <StatCard
          label="PDFs Ready"
          value={data?.pdfsReady}
          description="Packaged and ready to download"
          icon={FileCheck2Icon}
          accent="success"
        />
        <StatCard
          label="Components Available"
          value={data?.componentsAvailable}
          description="Complete sets of niche, idea, title, content and cover"
          icon={BoxesIcon}
          accent="highlight"
        />
      </section>

      <AdvancedTools />

      <RecentProjects projects={data?.recentProjects} />
    </div>
  );
}
