import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  tone?: 'default' | 'inverted';
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, description, tone = 'default', className }: SectionHeadingProps) {
  const inverted = tone === 'inverted';
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className={cn('text-sm font-semibold tracking-wide uppercase', inverted ? 'text-amber-300' : 'text-primary')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-foreground',
        )}
      >
        {title}
      </h2>
      <p
        className={cn(
          'mt-4 text-base text-pretty sm:text-lg',
          inverted ? 'text-ink-foreground/70' : 'text-muted-foreground',
        )}
      >
        {description}
      </p>
    </div>
  );
}
