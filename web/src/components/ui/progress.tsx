import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ProgressProps = Omit<ComponentProps<'div'>, 'role'> & {
  /** 0–100. */
  value: number;
  /** What is progressing, for screen readers ("Subiendo fotos"). */
  label: string;
};

/** A determinate progress bar, announced with its value (role="progressbar"). */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-navy-100', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-gold-500 to-gold-400 transition-[width] duration-200 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
