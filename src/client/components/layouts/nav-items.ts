import {
  Briefcase,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  Compass,
  Home,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Sparkles,
  Store,
  User,
  Users,
} from 'lucide-react';
import { paths } from '#client/config/paths.ts';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  isProtected?: boolean;
  isAdminOnly?: boolean;
};

/** The main links. */
export const mainNavItems: NavItem[] = [
  { label: 'Home', to: paths.home, icon: Home },
  { label: 'Discover Events', to: paths.discoverEvents, icon: Compass, isAdminOnly: true },
  { label: 'Vendors', to: paths.vendors, icon: Store },
  { label: 'Host Party', to: paths.createEvent, icon: CalendarPlus, isProtected: true },
  { label: 'AI Party Planner', to: paths.planner, icon: Sparkles, isProtected: true },
];

export const userMenuItems: NavItem[] = [
  { label: 'Profile', to: paths.profile, icon: User, isProtected: true },
  { label: 'My Events', to: paths.myEvents, icon: CalendarCheck, isProtected: true },
];

export const adminMenuItems: NavItem[] = [
  { label: 'Dashboard', to: paths.admin, icon: LayoutDashboard, isAdminOnly: true },
  { label: 'User Management', to: paths.adminUsers, icon: Users, isAdminOnly: true },
  { label: 'Event Management', to: paths.adminEvents, icon: CalendarDays, isAdminOnly: true },
  { label: 'Vendor Management', to: paths.adminVendors, icon: Briefcase, isAdminOnly: true },
  { label: 'Site Settings', to: paths.adminSettings, icon: Settings, isAdminOnly: true },
];
