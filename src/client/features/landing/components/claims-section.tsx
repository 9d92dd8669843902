import { ClockIcon, InfinityIcon, ZapIcon } from 'lucide-react';

const claims = [
  {
    value: 'Minutes',
    label: 'Average Production Time',
    detail: 'From raw idea to a packaged product',
    icon: ClockIcon,
  },
  { value: '24/7', label: 'Always On', detail: 'The line never closes for the night', icon: ZapIcon },
  { value: 'Unlimited', label: 'Capacity', detail: 'Run as many products as you can sell', icon: InfinityIcon },
] as const;

export function ClaimsSection() {
  return (
    <section aria-label="Production figures" className="relative isolate overflow-hidden bg-ink">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom_left,rgb(124_58_237/0.35),transparent_55%),radial-gradient(ellipse_at_top_right,rgb(251_191_36/0.12),transparent_50%)]"
      />
      <ul className="mx-auto grid max-w-6xl gap-px px-5 py-16 sm:grid-cols-3 sm:px-8 lg:py-20">
        {claims.map(({ value, label, detail, icon: Icon }) => (
          <li key={value} className="flex flex-col items-center px-6 py-6 text-center">
            <Icon className="size-6 text-amber-300" aria-hidden="true" />
            <p className="mt-4 bg-gradient-to-b from-white to-indigo-200 bg-clip-text text-5xl font-extrabold tracking-tight text-transparent">
              {value}
            </p>
            <p className="mt-2 text-base font-semibold text-white">{label}</p>
            <p className="mt-1 text-sm text-ink-foreground/60">{detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
