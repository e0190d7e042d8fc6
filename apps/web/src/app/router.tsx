import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PublicOnly } from './routes/public-only';
import { AliasRedirect, DashboardRedirect } from './routes/redirects';
import { RequireAuth } from './routes/require-auth';
import { RequireRole } from './routes/require-role';

// Every page is its own chunk so the landing page ships only what it needs.
const AppShell = lazy(() => import('./layout/app-shell'));
const LandingPage = lazy(() => import('./pages/landing-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const StudentDashboardPage = lazy(() => import('./pages/student-dashboard-page'));
const SessionPage = lazy(() => import('./pages/session-page'));
const HistoryPage = lazy(() => import('./pages/history-page'));
const ModulesPage = lazy(() => import('./pages/modules-page'));
const AssignmentsPage = lazy(() => import('./pages/assignments-page'));
const AdminDashboardPage = lazy(() => import('./pages/admin-dashboard-page'));
const AnalyticsPage = lazy(() => import('./pages/analytics-page'));
const PatientsPage = lazy(() => import('./pages/patients-page'));
const UsersPage = lazy(() => import('./pages/users-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));
const ProfilePage = lazy(() => import('./pages/profile-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/landing" replace /> },
  { path: '/landing', element: page(LandingPage) },
  { element: <PublicOnly />, children: [{ path: '/login', element: page(LoginPage) }] },

  // Short aliases (/session, /history, /analytics, /patients, /users) redirect to the full routes,
  // which apply the guards.
  {
    path: '/session/:patientId',
    element: <AliasRedirect to={(p) => `/student/session/${p.patientId ?? ''}`} />,
  },
  { path: '/history', element: <AliasRedirect to="/student/history" /> },
  { path: '/analytics', element: <AliasRedirect to="/admin/analytics" /> },
  { path: '/patients', element: <AliasRedirect to="/admin/patients" /> },
  { path: '/users', element: <AliasRedirect to="/admin/users" /> },

  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <DashboardRedirect /> },
      {
        element: page(AppShell),
        children: [
          {
            element: <RequireRole role="student" />,
            children: [
              { path: '/student/dashboard', element: page(StudentDashboardPage) },
              { path: '/student/session/:patientId', element: page(SessionPage) },
              { path: '/student/history', element: page(HistoryPage) },
              { path: '/student/modules', element: page(ModulesPage) },
            ],
          },
          {
            element: <RequireRole role="admin" />,
            children: [
              { path: '/admin/dashboard', element: page(AdminDashboardPage) },
              { path: '/admin/analytics', element: page(AnalyticsPage) },
              { path: '/admin/assignments', element: page(AssignmentsPage) },
              { path: '/admin/patients', element: page(PatientsPage) },
              { path: '/admin/users', element: page(UsersPage) },
            ],
          },
          { path: '/settings', element: page(SettingsPage) },
          { path: '/profile', element: page(ProfilePage) },
        ],
      },
    ],
  },
  { path: '*', element: page(NotFoundPage) },
];

export const router = createBrowserRouter(routes);
