import { useId, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';

export type SliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** How the value reads on screen and to screen readers (e.g. "$5,000,000 o más"). */
  formatValue?: (value: number) => string;
  className?: string;
  id?: string;
};

/**
 * A labelled single-value slider on the native range input: arrows, Page Up/Down and Home/End work from the
 * keyboard, and `aria-valuetext` reads the formatted value instead of a bare number.
 */
export function Slider({ label, value, min, max, step, onValueChange, formatValue = String, className, id }: SliderProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const text = formatValue(value);
  const filled = max > min ? ((value - min) / (max - min)) * 100 : 0;

  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-navy-800">
          {label}
        </label>
        <output htmlFor={inputId} className="text-sm font-semibold text-navy-900 tabular-nums">
          {text}
        </output>
      </div>
      <input
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onValueChange(Number(event.target.value))}
        style={{ '--filled': `${filled}%` } as CSSProperties}
        className={cn(
          'h-2 w-full cursor-pointer appearance-none rounded-full bg-[linear-gradient(to_right,var(--color-gold-500)_var(--filled),var(--color-navy-100)_var(--filled))]',
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500',
          '[&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-navy-900 [&::-webkit-slider-thumb]:shadow-md',
          '[&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-navy-900',
        )}
      />
    </div>
  );
}
