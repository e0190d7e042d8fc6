import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { icons } from './icons';
import { hrefOf, isItemActive, type NavItem } from './nav-items';

interface SidebarProps {
  items: NavItem[];
  collapsed: boolean;
  onToggle: () => void;
  /** The figures for items with a badge; an unknown or zero figure shows no badge. */
  badges?: Partial<Record<NonNullable<NavItem['badge']>, number>>;
}

/** Words a screen reader hears for each badge, after the item's label. */
const badgeText: Record<NonNullable<NavItem['badge']>, (count: number) => string> = {
  'open-reviews': (count) => `${count} ${count === 1 ? 'session needs' : 'sessions need'} review`,
};

export function Sidebar({ items, collapsed, onToggle, badges = {} }: SidebarProps) {
  const { pathname, search } = useLocation();
  return (
    <aside
      id="app-sidebar"
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col bg-slate-900 text-slate-300 transition-[width] duration-200',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center gap-3 px-4', collapsed && 'justify-center px-0')}>
        <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
        {!collapsed && <span className="text-lg font-semibold tracking-tight text-white">Practicum</span>}
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map((item) => {
            const active = isItemActive(item, pathname, search);
            const count = item.badge ? badges[item.badge] : undefined;
            return (
              <li key={item.label}>
                <Link
                  to={hrefOf(item)}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  className={cn(
                    'focus-ring group relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    collapsed && 'justify-center px-0',
                    active ? 'bg-teal-500/15 text-white' : 'hover:bg-white/5 hover:text-white',
                  )}
                >
                  {active && (
                    <span
                      className="absolute inset-y-2 left-0 w-1 rounded-r bg-teal-400"
                      aria-hidden="true"
                    />
                  )}
                  <span className={active ? 'text-teal-300' : 'text-slate-400 group-hover:text-slate-200'}>
                    {item.icon}
                  </span>
                  <span className={collapsed ? 'sr-only' : undefined}>{item.label}</span>
                  {item.badge && count ? (
                    <span
                      className={cn(
                        'rounded-full bg-rose-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums',
                        collapsed ? 'absolute top-1 right-1' : 'ml-auto',
                      )}
                    >
                      <span aria-hidden="true">{count}</span>
                      <span className="sr-only">, {badgeText[item.badge](count)}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-white/10 p-3">
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls="app-sidebar"
          className={cn(
            'focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-300 hover:bg-white/5 hover:text-white',
            collapsed && 'justify-center px-0',
          )}
        >
          {collapsed ? icons.expand : icons.collapse}
          {!collapsed && <span aria-hidden="true">Collapse</span>}
        </button>
      </div>
    </aside>
  );
}
