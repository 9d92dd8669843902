import { useId } from 'react';
import { cn } from '@/lib/utils';

interface BrandLogoProps {
  className?: string;
  showName?: boolean;
  tone?: 'default' | 'inverted';
}

function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 22V12l5 3.5V12l5 3.5V9h4v13z" fill="#fff" />
      <rect x="8" y="23.5" width="16" height="2" rx="1" fill="#fbbf24" />
    </svg>
  );
}

export function BrandLogo({ className, showName = true, tone = 'default' }: BrandLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      {showName && (
        <span
          className={cn(
            'text-lg font-bold tracking-tight',
            tone === 'inverted' ? 'text-ink-foreground' : 'text-foreground',
          )}
        >
          Infoforge
        </span>
      )}
    </span>
  );
}
