import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type LandingSectionProps = {
  /** The section's anchor (#servicios); an anchored section stops under the fixed header when jumped to. */
  anchor?: string;
  /** The heading's id, which names the section. */
  headingId: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** `dark` for navy backgrounds. */
  tone?: 'light' | 'dark';
  /** The band's background and colours. */
  className: string;
  /** Decorative shapes drawn behind the content. */
  backdrop?: ReactNode;
  children: ReactNode;
};

/**
 * A band of the landing: the small gold overline, the serif title and a lead paragraph that open it, then its
 * content, in the page's width.
 */
export function LandingSection({
  anchor,
  headingId,
  eyebrow,
  title,
  description,
  tone = 'light',
  className,
  backdrop,
  children,
}: LandingSectionProps) {
  const dark = tone === 'dark';
  return (
    <section id={anchor} aria-labelledby={headingId} className={cn(anchor && 'scroll-mt-20', 'py-20 sm:py-28', className)}>
      {backdrop}
      <div className={cn('mx-auto max-w-7xl px-5 sm:px-8', backdrop && 'relative')}>
        <div className="mx-auto max-w-3xl text-center">
          <p className={cn('text-xs font-semibold tracking-[0.3em] uppercase', dark ? 'text-gold-300' : 'text-gold-700')}>
            {eyebrow}
          </p>
          <h2
            id={headingId}
            className={cn('mt-4 text-3xl leading-tight font-semibold sm:text-4xl', dark ? 'text-white' : 'text-navy-900')}
          >
            {title}
          </h2>
          <div aria-hidden="true" className="mx-auto mt-5 h-px w-16 bg-gold-400" />
          {description && (
            <p className={cn('mt-5 text-lg leading-relaxed', dark ? 'text-navy-100' : 'text-navy-500')}>{description}</p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
