import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { cn } from '../../../lib/cn';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { HEADER_SOLID_AFTER_PX, NAV_BREAKPOINT_PX } from '../../../lib/site-constants';
import { sectionLinks } from '../../../lib/site-links';
import { SectionLink } from './section-link';

const MOBILE_MENU_ID = 'menu-movil';

/** The gold sign-in button. A plain link on purpose: the spec has it load /auth as a whole new page. */
function SignInButton({ className }: { className?: string }) {
  return (
    <Button asChild variant="gold" className={className}>
      <a href="/auth">Iniciar Sesión</a>
    </Button>
  );
}

/**
 * The fixed top bar of every public page. Over the landing's hero it is transparent until the page is scrolled
 * more than 100 px, then solid navy with a shadow; pages without a hero pass `alwaysSolid`. Below 768 px the links
 * fold into a menu that closes when a link is chosen, on Escape, and when the window grows to 768 px or more. While
 * it is open the page behind is dimmed and out of reach: Tab cycles between the toggle and the menu's links, and
 * Escape gives the focus back to the toggle.
 */
export function SiteHeader({ alwaysSolid = false }: { alwaysSolid?: boolean }) {
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = alwaysSolid || scrolled;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${NAV_BREAKPOINT_PX}px)`);
    const closeWhenWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const keepFocusInMenu = (event: KeyboardEvent) => {
      const toggle = toggleRef.current;
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggle?.focus();
        return;
      }
      if (event.key !== 'Tab' || !toggle) return;
      const stops: Element[] = [toggle, ...(menuRef.current?.querySelectorAll('a[href]') ?? [])];
      const at = stops.indexOf(document.activeElement!);
      // From the last link on to the toggle, from the toggle back to the last link, from anywhere else into the menu.
      const wrapTo = at === -1 ? 0 : event.shiftKey && at === 0 ? stops.length - 1 : !event.shiftKey && at === stops.length - 1 ? 0 : null;
      if (wrapTo === null) return;
      event.preventDefault();
      (stops[wrapTo] as HTMLElement).focus();
    };
    document.addEventListener('keydown', keepFocusInMenu);
    return () => document.removeEventListener('keydown', keepFocusInMenu);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-solid={solid}
      className={cn(
        'fixed inset-x-0 top-0 z-40 text-white transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none',
        solid ? 'bg-navy-900 shadow-lg shadow-navy-950/30' : 'bg-transparent shadow-none',
      )}
    >
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <SectionLink anchor="inicio" aria-label="Prestigio, ir al inicio" className="rounded-md">
          <Logo />
        </SectionLink>

        <nav aria-label="Principal" className="hidden items-center gap-8 md:flex">
          <ul className="flex items-center gap-7">
            {sectionLinks.map((link) => (
              <li key={link.anchor}>
                <SectionLink
                  anchor={link.anchor}
                  className="rounded-sm py-2 text-sm font-medium tracking-wide text-white/90 transition-colors hover:text-gold-300"
                >
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
          <SignInButton />
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white transition-colors hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>

      {/* The page behind the open menu, dimmed; a tap on it closes the menu. */}
      {menuOpen && (
        <div aria-hidden="true" data-testid="menu-backdrop" onClick={closeMenu} className="fixed inset-0 top-20 -z-10 bg-navy-950/60 md:hidden" />
      )}
      {/* Grows from zero height in 0.3 s; `inert` keeps the links out of the tab order and the a11y tree while shut. */}
      <div
        ref={menuRef}
        id={MOBILE_MENU_ID}
        data-state={menuOpen ? 'open' : 'closed'}
        inert={!menuOpen}
        className={cn(
          'grid transition-[grid-template-rows,opacity,visibility] duration-300 ease-out motion-reduce:transition-none md:hidden',
          menuOpen ? 'visible grid-rows-[1fr] opacity-100' : 'invisible grid-rows-[0fr] opacity-0',
        )}
      >
        <div className="overflow-hidden">
          <nav aria-label="Menú móvil" className="border-t border-white/10 bg-navy-900 px-5 pt-2 pb-6 shadow-xl">
            <ul className="divide-y divide-white/10">
              {sectionLinks.map((link) => (
                <li key={link.anchor}>
                  <SectionLink
                    anchor={link.anchor}
                    onClick={closeMenu}
                    className="block py-3.5 text-base font-medium text-white/90 transition-colors hover:text-gold-300"
                  >
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <SignInButton className="mt-4 w-full" />
          </nav>
        </div>
      </div>
    </header>
  );
}
