import type { Role } from '@prestigio/contracts';
import {
  Building2,
  CalendarDays,
  ClipboardList,
  Globe,
  LayoutDashboard,
  MessagesSquare,
  UserCog,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

export interface PortalNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (Dashboard, the public site), not on paths below it. */
  end?: boolean;
}

const everyone: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'Sitio Web', to: '/', icon: Globe, end: true },
  { label: 'Propiedades', to: '/properties', icon: Building2 },
  { label: 'Clientes', to: '/leads', icon: Users },
  { label: 'Actividades', to: '/activities', icon: ClipboardList },
  { label: 'Calendario', to: '/calendar', icon: CalendarDays },
];

const adminOnly: readonly PortalNavItem[] = [{ label: 'Usuarios', to: '/users', icon: UserCog }];

/** Pages beyond the spec's menu, after its entries. */
const beyondSpec: readonly PortalNavItem[] = [
  { label: 'Videollamadas', to: '/video-calls', icon: Video },
  { label: 'Conversaciones', to: '/conversations', icon: MessagesSquare },
];

/** The side menu of spec §2, in its order ("Usuarios" only for administrators, spec §6), then the portal's own pages. */
export function portalNavItems(role: Role): readonly PortalNavItem[] {
  return role === 'admin' ? [...everyone, ...adminOnly, ...beyondSpec] : [...everyone, ...beyondSpec];
}
