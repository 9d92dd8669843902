import { ChevronDownIcon, WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { TOOL_ROUTES } from '@/lib/tool-routes';

export function AdvancedTools() {
  return (
    <Collapsible asChild>
      <section className="group/tools rounded-xl border bg-card shadow-xs">
        <CollapsibleTrigger className="flex w-full items-center gap-3 rounded-xl px-5 py-4 text-left transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none">
          <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <WrenchIcon className="size-4" aria-hidden="true" />
          </span>
          <span className="flex-1">
            <span className="block font-semibold">Advanced Tools</span>
            <span className="block text-sm text-muted-foreground">Run any station on its own</span>
          </span>
          <ChevronDownIcon
            className="size-5 text-muted-foreground transition-transform group-data-[state=open]/tools:rotate-180"
            aria-hidden="true"
          />
        </CollapsibleTrigger>
        <CollapsibleContent className="overflow-hidden data-[state=closed]:animate-collapsible-up data-[state=open]:animate-collapsible-down">
          <ul className="grid gap-3 border-t p-5 sm:grid-cols-2 lg:grid-cols-5">
            {TOOL_ROUTES.map(({ to, label, description, icon: Icon }) => (
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
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
