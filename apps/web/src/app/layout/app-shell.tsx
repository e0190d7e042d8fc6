import { useState } from 'react';
import { Outlet } from 'react-router';
import { useOpenReviewCount } from '../../api/reviews';
import { useAuth } from '../../lib/use-auth';
import { Header } from './header';
import { navItemsFor } from './nav-items';
import { Sidebar } from './sidebar';

const startsCollapsed = () => window.matchMedia('(max-width: 767px)').matches;

/** Signed-in layout: collapsible sidebar, header, and the page. Sits inside RequireAuth. */
export default function AppShell() {
  const { user, role } = useAuth();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const openReviews = useOpenReviewCount(role === 'admin');
  if (!user) return null;

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-teal-800 shadow focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Sidebar
        items={navItemsFor(role)}
        badges={{ 'open-reviews': openReviews }}
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header user={user} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-8">
          <div className="mx-auto max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
