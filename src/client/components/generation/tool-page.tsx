import { ArrowLeftIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ModeBanner } from './mode-banner';
import { SavedItemsPanel, type SavedItemRow } from '@/components/saved-items/saved-items-panel';
import { paths } from '@/lib/paths';
import { TOOL_ROUTES } from '@/lib/tool-routes';
import type { LoadFailure } from '@/lib/api/load-failure';
import type { ToolModeState } from '@/lib/generation/use-tool-mode';

interface ToolPageProps {
  /** The tool's route in TOOL_ROUTES, which gives its name, description and icon. */
  path: string;
  /** The tool's mode, and why its saved items could not be read, if they could not. */
  tool: Pick<ToolModeState, 'mode' | 'leave' | 'activeId'> & { savedItemsFailure: LoadFailure | undefined };
  /** The saved item an edit or regenerate visit opens: what it is (e.g. 'niche'), its name once loaded, and what to do next. */
  openItem: { label: string; name: string | undefined; hint?: string };
  form: ReactNode;
  results: ReactNode;
  /** The user's saved items of the tool's kind; rows are undefined while they load. */
  saved: Pick<ComponentProps<typeof SavedItemsPanel>, 'kind' | 'itemType' | 'title' | 'emptyText'> & {
    rows: SavedItemRow[] | undefined;
  };
}

function findTool(path: string) {
  const tool = TOOL_ROUTES.find((route) => route.to === path);
  if (!tool) throw new Error(`${path} is not a tool route`);
  return tool;
}

/**
 * A generator tool: the banner of an edit or regenerate visit, the form, then its results beside it on wide
 * screens, and the user's saved items with links back into the tool.
 */
export function ToolPage({ path, tool, openItem, form, results, saved }: ToolPageProps) {
  const { label, description, icon: Icon } = findTool(path);
  const { mode, leave, activeId, savedItemsFailure } = tool;
  return (
    <div className="space-y-6 wrap-anywhere">
      <header>
        <Link
          to={paths.dashboard.href()}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
        <div className="mt-3 flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{label}</h1>
            <p className="text-sm text-muted-foreground sm:text-base">{description}</p>
          </div>
        </div>
      </header>

      {mode.kind !== 'create' && (
        <ModeBanner
          mode={mode.kind}
          itemLabel={openItem.label}
          subject={openItem.name}
          hint={openItem.hint}
          onExit={leave}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">{form}</div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{results}</div>
        <div className="lg:col-start-1 lg:row-start-2">
          <SavedItemsPanel
            {...saved}
            failure={savedItemsFailure}
            activeId={activeId}
            onDeleted={(id) => {
              if (id === activeId) leave();
            }}
          />
        </div>
      </div>
    </div>
  );
}
