import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ClipboardPlus, House, LogOut, Menu, X } from 'lucide-react';
import { SITE_ROUTES } from '@prestigio/contracts';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import type { PortalNavItem } from './portal-navigation';

export interface PortalShellProps {
  /** Full name, or username when there is none. */
  userName: string;
  roleLabel: string;
  navItems: readonly PortalNavItem[];
  /** "Nueva Propiedad" and "Nueva Actividad" only for an account that may create (an active one). */
  showCreateActions: boolean;
  onSignOut: () => void;
  isSigningOut: boolean;
  /** A count beside a menu entry, by its path (conversations waiting for an advisor); none when 0. */
  navCounts?: Readonly<Record<string, number>>;
  children: ReactNode;
}

/**
 * The portal's frame (spec §2): side menu, header with the user (a link to "Mi perfil") and "Salir", and the page in
 * the middle.
 */
export function PortalShell({ userName, roleLabel, navItems, showCreateActions, onSignOut, isSigningOut, navCounts, children }: PortalShellProps) {
  return (
    <div className="min-h-screen bg-navy-50 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>

      <aside className="sticky top-0 hidden h-screen flex-col bg-navy-900 text-white lg:flex">
        <Link to="/dashboard" className="mx-6 mt-7 mb-10 self-start rounded-md">
          <Logo />
        </Link>
        <PortalNav items={navItems} counts={navCounts} />
        <p className="mt-auto border-t border-white/10 px-6 py-5 text-xs leading-relaxed text-navy-200">
          Portal interno para agentes inmobiliarios
        </p>
      </aside>

      <div className="flex min-h-screen min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-8 lg:px-12">
            <MobileMenu items={navItems} counts={navCounts} />
            <Link to="/dashboard" className="rounded-md text-navy-900 lg:hidden">
              <Logo compact />
            </Link>

            {showCreateActions && (
              <div className="order-last grid w-full grid-cols-2 gap-2 md:order-none md:flex md:w-auto">
                <Button asChild variant="gold" size="md">
                  <Link to="/properties/new">
                    <House className="h-4 w-4" aria-hidden="true" />
                    Nueva Propiedad
                  </Link>
                </Button>
                <Button asChild variant="secondary" size="md">
                  <Link to="/activities/new">
                    <ClipboardPlus className="h-4 w-4" aria-hidden="true" />
                    Nueva Actividad
                  </Link>
                </Button>
              </div>
            )}

            <div className="ml-auto flex min-w-0 items-center gap-3 sm:gap-5">
              {/* The user's own name and phone ("Mi perfil") are edited from here; the side menu stays the spec's. */}
              <Link
                to={SITE_ROUTES.profile}
                title="Mi perfil"
                className="group -mx-2 flex min-w-0 items-center gap-3 rounded-lg px-2 py-1 transition-colors hover:bg-navy-50"
              >
                <span
                  className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 font-serif text-base font-semibold text-gold-300 sm:flex"
                  aria-hidden="true"
                >
                  {initialsOf(userName)}
                </span>
                <span className="block min-w-0 text-right sm:text-left">
                  <span className="sr-only">Mi perfil: </span>
                  <span
                    className="block max-w-[8.5rem] truncate text-sm font-semibold text-navy-900 group-hover:underline sm:max-w-[16rem]"
                    title={userName}
                    data-testid="portal-user-name"
                  >
                    {userName}
                  </span>
                  <span className="block text-xs font-medium tracking-wide text-gold-700" data-testid="portal-user-role">
                    {roleLabel}
                  </span>
                </span>
              </Link>
              <Button variant="ghost" size="md" className="px-2 text-navy-800 sm:px-3" onClick={onSignOut} disabled={isSigningOut}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Salir
              </Button>
            </div>
          </div>
        </header>

        <main id="contenido" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-8 lg:px-12 lg:py-12">
          {children}
        </main>
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [name[0]];
  return letters.join('').toUpperCase();
}

interface PortalNavProps {
  items: readonly PortalNavItem[];
  counts?: Readonly<Record<string, number>>;
  onNavigate?: () => void;
}

function PortalNav({ items, counts, onNavigate }: PortalNavProps) {
  return (
    <nav aria-label="Menú del portal" className="px-3">
      <ul className="space-y-1">
        {items.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'group relative flex items-center gap-3 rounded-lg px-4 py-3 text-[0.95rem] font-medium transition-colors',
                  isActive ? 'bg-white/10 text-white' : 'text-navy-100 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'absolute inset-y-2 left-0 w-1 rounded-full bg-gold-400 transition-opacity',
                      isActive ? 'opacity-100' : 'opacity-0',
                    )}
                    aria-hidden="true"
                  />
                  <Icon
                    className={cn('h-5 w-5 shrink-0', isActive ? 'text-gold-400' : 'text-navy-300 group-hover:text-gold-300')}
                    aria-hidden="true"
                  />
                  {label}
                  {counts?.[to] ? (
                    <span className="ml-auto rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-900">
                      {counts[to]}
                      <span className="sr-only"> en espera</span>
                    </span>
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Below `lg` the side menu lives in a drawer: a modal dialog, so focus stays inside and Esc closes it. */
function MobileMenu({ items, counts }: Omit<PortalNavProps, 'onNavigate'>) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="md" className="-ml-2 px-2.5 text-navy-900 lg:hidden" aria-label="Abrir menú">
          <Menu className="h-6 w-6" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-navy-950/60 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-navy-900 text-white shadow-2xl lg:hidden"
        >
          <div className="flex items-center justify-between px-6 pt-6 pb-8">
            <Logo />
            <DialogPrimitive.Close
              className="rounded-md p-2 text-navy-100 transition-colors hover:bg-white/10 hover:text-white"
              aria-label="Cerrar menú"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menú del portal</DialogPrimitive.Title>
          <PortalNav items={items} counts={counts} onNavigate={() => setOpen(false)} />
          <p className="mt-auto border-t border-white/10 px-6 py-5 text-xs leading-relaxed text-navy-200">
            Portal interno para agentes inmobiliarios
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
