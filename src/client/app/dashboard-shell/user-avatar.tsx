import { cn } from '@/lib/utils';

/** The first letters of the first and last words that start with a letter or digit (an emoji is no initial). */
function initialsOf(name: string) {
  const initials = name
    .split(/\s+/)
    .map((word) => /^[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((initial) => initial !== undefined);
  const chosen = initials.length > 1 ? [initials[0], initials[initials.length - 1]] : initials;
  return chosen.join('').toUpperCase() || '?';
}

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-xs font-semibold text-white',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
