import { PlusIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { ASSEMBLE_ROUTE } from '@/lib/tool-routes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LIMITS } from '@shared/limits';
import { ProjectsTab } from './components/projects-tab';
import { SavedItemsTab } from './components/saved-items-tab';
import { DEFAULT_TAB, findTab, SAVED_CONTENT_TABS } from './saved-content-tabs';

const SEARCH_DELAY_MS = 300;

/** My Saved Content: projects and every saved item, searched by title on the server, a page at a time. */
export function SavedContentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = findTab(searchParams.get('tab'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);

  const chooseTab = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === DEFAULT_TAB.value) params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Saved Content</h1>
          <p className="mt-1 text-muted-foreground">Your products and every part you have saved for them.</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={ASSEMBLE_ROUTE.to}>
              <ASSEMBLE_ROUTE.icon aria-hidden="true" />
              {ASSEMBLE_ROUTE.label}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.createProject.href()}>
              <PlusIcon aria-hidden="true" />
              Create New Product
            </Link>
          </Button>
        </div>
      </header>

      <div className="relative max-w-md">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder="Search by title"
          aria-label="Search by title"
          maxLength={LIMITS.name}
          className="pl-9"
        />
      </div>

      <Tabs value={tab.value} onValueChange={chooseTab}>
        {/* Two rows on a phone, so every tab is in sight rather than behind a sideways scroll. */}
        <TabsList className="grid w-full grid-cols-4 sm:grid-cols-7">
          {SAVED_CONTENT_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SAVED_CONTENT_TABS.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            {entry.value === 'projects' ? (
              <ProjectsTab search={search} />
            ) : (
              <SavedItemsTab kind={'kind' in entry ? entry.kind : undefined} search={search} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
