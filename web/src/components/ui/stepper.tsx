import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

export type StepperProps = {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  /** How the value reads (e.g. "Cualquiera" for 0, "3+" for at least three). */
  formatValue?: (value: number) => string;
  className?: string;
};

/** Keeps a stepper's value inside its bounds (the spec's steppers never go below 0). */
export function clampStep(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A labelled −/+ counter. Each button says what it does to screen readers and is marked disabled at its bound
 * (aria-disabled, not `disabled`, so keyboard focus is not lost when the bound is reached); the value is announced
 * politely when it changes.
 */
export function Stepper({ label, value, onValueChange, min = 0, max = 20, formatValue = String, className }: StepperProps) {
  const labelId = useId();
  const buttonClass =
    'inline-flex h-10 w-10 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 transition-colors hover:border-gold-500 hover:text-gold-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-navy-200 aria-disabled:hover:text-navy-900';
  return (
    <div role="group" aria-labelledby={labelId} className={cn('space-y-2', className)}>
      <span id={labelId} className="block text-sm font-medium text-navy-800">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={buttonClass}
          aria-label={`Disminuir ${label.toLowerCase()}`}
          aria-disabled={value <= min}
          onClick={() => onValueChange(clampStep(value - 1, min, max))}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="min-w-16 text-center text-base font-semibold text-navy-900 tabular-nums">
          {formatValue(value)}
        </output>
        <button
          type="button"
          className={buttonClass}
          aria-label={`Aumentar ${label.toLowerCase()}`}
          aria-disabled={value >= max}
          onClick={() => onValueChange(clampStep(value + 1, min, max))}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
