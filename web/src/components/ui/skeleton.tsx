import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block shaped like content that is still loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-navy-100', className)} {...props} />;
}
