import { avatarToneOf, initialsOf } from '../../lib/avatar';
import { cn } from '../../lib/cn';

interface AvatarProps {
  name: string;
  /** Tailwind size and text classes; a 48px circle by default. */
  className?: string;
}

/** A person's initials in a circle coloured from their name. Decorative: the name is always shown beside it. */
export function Avatar({ name, className = 'size-12 text-base' }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      data-avatar=""
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide select-none',
        avatarToneOf(name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
