import type { Role } from '@practicum/contract';
import type { ReactNode } from 'react';
import { icons } from './icons';

export interface NavItem {
  label: string;
  pathname: string;
  /** Dashboard sections live in the `section` query parameter. */
  section?: string;
  icon: ReactNode;
  /** A count shown beside the label; the sidebar is given the figures by name. */
  badge?: 'open-reviews';
}

const ADMIN_ITEMS: NavItem[] = [
  // The dashboard holds the supervisor review queue, so its count of open reviews sits here.
  { label: 'Dashboard', pathname: '/admin/dashboard', icon: icons.dashboard, badge: 'open-reviews' },
  { label: 'Analytics', pathname: '/admin/analytics', icon: icons.analytics },
  { label: 'Assignments', pathname: '/admin/assignments', icon: icons.assignments },
  { label: 'Students', pathname: '/admin/dashboard', section: 'students', icon: icons.students },
  { label: 'User Management', pathname: '/admin/users', icon: icons.users },
  // Beside the admin's main sections, so the Patient Library is reachable without typing its address.
  { label: 'Patient Library', pathname: '/admin/patients', icon: icons.patients },
  // Profile is the user's own page (personal information, password, plan), not a dashboard section.
  { label: 'Profile', pathname: '/profile', icon: icons.profile },
];

const STUDENT_ITEMS: NavItem[] = [
  { label: 'Dashboard', pathname: '/student/dashboard', icon: icons.dashboard },
  { label: 'Modules', pathname: '/student/modules', icon: icons.modules },
  { label: 'Session History', pathname: '/student/history', icon: icons.history },
  { label: 'Profile', pathname: '/profile', icon: icons.profile },
  { label: 'Settings', pathname: '/settings', icon: icons.settings },
];

export function navItemsFor(role: Role | null): NavItem[] {
  return role === 'admin' ? ADMIN_ITEMS : STUDENT_ITEMS;
}

export function hrefOf(item: NavItem): string {
  return item.section ? `${item.pathname}?section=${item.section}` : item.pathname;
}

/** Path and section must both match, so Dashboard and Dashboard?section=students are told apart. */
export function isItemActive(item: NavItem, pathname: string, search: string): boolean {
  const section = new URLSearchParams(search).get('section');
  return pathname === item.pathname && (item.section ?? null) === section;
}
