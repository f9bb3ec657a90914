import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SectionAnchor } from '../../../lib/site-links';

type SectionLinkProps = {
  anchor: SectionAnchor;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
};

/**
 * A link to a section of the landing page. On the landing it is a plain fragment link (the browser jumps and the
 * address keeps the anchor); from any other page it navigates to the landing, which then scrolls to the anchor.
 */
export function SectionLink({ anchor, children, ...props }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={`#${anchor}`} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: '/', hash: `#${anchor}` }} {...props}>
      {children}
    </Link>
  );
}
