import type { User } from '@practicum/contract';
import { useNavigate } from 'react-router';
import { NotificationBell } from '../../components/notification-bell';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../api/auth';
import { useCurrentPageTitle } from '../../lib/use-page-title';
import { icons } from './icons';

function initialsOf(user: User): string {
  const parts = [user.first_name, user.last_name].filter((p): p is string => !!p?.trim());
  const source = parts.length > 0 ? parts : user.name.split(/\s+/).filter(Boolean);
  return (
    source
      .slice(0, 2)
      .map((part) => part.trim()[0]?.toUpperCase() ?? '')
      .join('') || user.email.slice(0, 1).toUpperCase()
  );
}

export function Header({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  // Where the user is: the title the page gave itself (blank while a page is still loading, rather
  // than a title that may belong to another page).
  const title = useCurrentPageTitle() ?? '';

  return (
    <header className="sticky top-0 z-10 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <div className="min-w-0">
        {/* Not a heading: each page owns its single h1. */}
        <p className="truncate text-base font-semibold text-slate-900" data-testid="page-title">
          {title}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:gap-4">
        <NotificationBell />
        <div className="flex items-center gap-3">
          <span
            className="hidden size-9 shrink-0 items-center justify-center rounded-full sm:flex bg-linear-to-br from-teal-600 to-indigo-600 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {initialsOf(user)}
          </span>
          <div className="hidden min-w-0 text-right md:block">
            <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
        </div>
        <Button
          variant="secondary"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
        >
          {!logout.isPending && icons.logout}
          Logout
        </Button>
      </div>
    </header>
  );
}
