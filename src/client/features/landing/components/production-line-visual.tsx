import { CheckIcon, FileDownIcon, PackageOpenIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const assemblyStations = [
  { name: 'Market research', state: 'done' },
  { name: 'Innovation workshop', state: 'done' },
  { name: 'Content assembly', state: 'active' },
  { name: 'QC & packaging', state: 'queued' },
] as const;

function Stage({ step, title, icon, children }: { step: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative rounded-xl border border-white/10 bg-white/[0.06] p-4 shadow-lg shadow-black/20">
      <div className="mb-3 flex items-center gap-2">
        <span className="flex size-7 items-center justify-center rounded-md bg-white/10 text-amber-300">{icon}</span>
        <p className="text-xs font-semibold tracking-wide text-ink-foreground/60 uppercase">{step}</p>
        <p className="ml-auto text-sm font-semibold text-white">{title}</p>
      </div>
      {children}
    </div>
  );
}

function Conveyor() {
  return (
    <div aria-hidden="true" className="mx-auto h-7 w-1 overflow-hidden rounded-full">
      {/* Moved, not repainted: a stripe one period taller than its window slides down by that period. */}
      <div className="-mt-[16px] h-[calc(100%+16px)] animate-conveyor bg-[repeating-linear-gradient(to_bottom,rgb(251_191_36/0.75)_0_8px,transparent_8px_16px)] motion-reduce:animate-none" />
    </div>
  );
}

export function ProductionLineVisual() {
  return (
    <figure
      aria-label="A product moving down the Infoforge production line"
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-10 -z-10 bg-[radial-gradient(closest-side,rgb(99_102_241/0.35),rgb(139_92_246/0.15)_60%,transparent)]"
      />
      <div className="rounded-2xl border border-white/10 bg-ink/60 p-4 shadow-2xl ring-1 ring-white/5 sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <p className="text-sm font-semibold text-white">Production line</p>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 px-2 py-0.5 text-xs font-medium text-emerald-300">
            <span className="size-1.5 animate-pulse rounded-full bg-emerald-400" />
            Running
          </p>
        </div>

        <Stage step="Step 1" title="Raw materials" icon={<PackageOpenIcon className="size-4" />}>
          <div className="flex flex-wrap gap-1.5">
            {['Audience: new managers', 'Interest: leadership', 'Budget: $20–$50'].map((chip) => (
              <span key={chip} className="rounded-md bg-white/10 px-2 py-1 text-xs text-ink-foreground/85">
                {chip}
              </span>
            ))}
          </div>
        </Stage>

        <Conveyor />

        <Stage step="Step 2" title="AI assembly line" icon={<SparklesIcon className="size-4" />}>
          <ol className="grid grid-cols-2 gap-2">
            {assemblyStations.map((station) => (
              <li
                key={station.name}
                className={cn(
                  'flex items-center gap-2 rounded-lg border px-2.5 py-2 text-xs',
                  station.state === 'done' && 'border-emerald-400/20 bg-emerald-400/5 text-emerald-200',
                  station.state === 'active' && 'border-amber-300/40 bg-amber-300/10 text-amber-100',
                  station.state === 'queued' && 'border-white/10 text-ink-foreground/50',
                )}
              >
                {station.state === 'done' && <CheckIcon className="size-3.5 shrink-0" aria-hidden="true" />}
                {station.state === 'active' && (
                  <span className="size-2 shrink-0 animate-pulse rounded-full bg-amber-300" aria-hidden="true" />
                )}
                {station.state === 'queued' && (
                  <span className="size-2 shrink-0 rounded-full border border-white/30" aria-hidden="true" />
                )}
                <span className="truncate">{station.name}</span>
              </li>
            ))}
          </ol>
          <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-[68%] rounded-full bg-gradient-to-r from-indigo-400 via-violet-400 to-amber-300" />
          </div>
        </Stage>

        <Conveyor />

        <Stage step="Step 3" title="Finished product" icon={<FileDownIcon className="size-4" />}>
          <div className="flex items-center gap-4">
            <div className="flex aspect-[3/4] w-16 shrink-0 flex-col justify-between rounded-md bg-gradient-to-br from-indigo-500 via-violet-600 to-fuchsia-600 p-2 shadow-lg ring-1 ring-white/20">
              <span className="text-[7px] leading-tight font-bold text-white">The First-Time Manager Playbook</span>
              <span className="h-0.5 w-6 rounded bg-amber-300" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-white">The First-Time Manager Playbook</p>
              <p className="mt-0.5 text-xs text-ink-foreground/60">eBook · 12 sections · cover included</p>
              <div className="mt-2 flex gap-1.5">
                {['PDF', 'DOCX'].map((format) => (
                  <span
                    key={format}
                    className="rounded bg-amber-300/15 px-1.5 py-0.5 text-[10px] font-semibold text-amber-200"
                  >
                    {format}
                  </span>
                ))}
              </div>
            </div>
          </div>
        </Stage>
      </div>
    </figure>
  );
}
