import { cn } from '../../../lib/cn';

type SectionHeadingProps = {
  eyebrow: string;
  title: string;
  description?: string;
  /** `dark` for headings on navy backgrounds. */
  tone?: 'light' | 'dark';
  align?: 'center' | 'left';
  id?: string;
  className?: string;
};

/** The small gold overline, the serif title and an optional lead paragraph that open each landing section. */
export function SectionHeading({ eyebrow, title, description, tone = 'light', align = 'center', id, className }: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl', className)}>
      <p className={cn('text-xs font-semibold tracking-[0.3em] uppercase', tone === 'dark' ? 'text-gold-300' : 'text-gold-700')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn('mt-4 text-3xl leading-tight font-semibold sm:text-4xl', tone === 'dark' ? 'text-white' : 'text-navy-900')}
      >
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={cn('mt-5 h-px w-16 bg-gold-400', align === 'center' && 'mx-auto')}
      />
      {description && (
        <p className={cn('mt-5 text-lg leading-relaxed', tone === 'dark' ? 'text-navy-100' : 'text-navy-500')}>{description}</p>
      )}
    </div>
  );
}
