import { ChevronDownIcon, WrenchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ASSEMBLE_ROUTE, TOOL_ROUTES } from '@/lib/tool-routes';

/** Every station, the assembly of saved parts last. */
const STATIONS = [...TOOL_ROUTES, ASSEMBLE_ROUTE];

/**
 * The stations one by one, behind a disclosure button. A button over a hidden list rather than a Radix Collapsible,
 * whose content measures itself when the dashboard mounts: that forced a style and layout pass of the whole page
 * inside React's commit, lengthening the dashboard's longest task.
 */
export function AdvancedTools() {
  const [open, setOpen] = useState(false);
  const listId = useId();

  return (
    <section className="rounded-xl border bg-card shadow-xs">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 rounded-xl px-5 py-4 text-left transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <WrenchIcon className="size-4" aria-hidden="true" />
        </span>
        <span className="flex-1">
          <span className="block font-semibold">Advanced Tools</span>
          <span className="block text-sm text-muted-foreground">Run any station on its own</span>
        </span>
        <ChevronDownIcon
          className={`size-5 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="grid animate-in gap-3 border-t p-5 fade-in-0 slide-in-from-top-1 sm:grid-cols-2 lg:grid-cols-3"
      >
        {STATIONS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-lg border p-4 transition-all hover:border-primary/40 hover:bg-accent/50 hover:shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold">{label}</span>
                <span className="mt-1 block text-xs text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
