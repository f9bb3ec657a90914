import { useState, type ComponentProps, type Ref } from 'react';
import { Input } from './input';
import { cn } from '../../lib/cn';
import { formatNumberInput, parseMexicanNumber, type NumberStyle } from '@prestigio/contracts';

export type NumberInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'ref'> & {
  value: number | null | undefined;
  /** A readable number, `empty` when the box is cleared, NaN when what is typed is not a number. */
  onChange: (value: number | null | undefined) => void;
  /** What an empty box means: undefined for a required number, null for an optional one. */
  empty: null | undefined;
  numberStyle: NumberStyle;
  allowMultipliers?: boolean;
  /** Shown inside the box: "$" before, "m²" or "MXN" after. */
  prefix?: string;
  suffix?: string;
  inputRef?: Ref<HTMLInputElement>;
};

function sameNumber(a: number | null | undefined, b: number | null | undefined): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * A text box for numbers as people in Mexico write them ("12,500,000", "$12.5 mdp", "2.5"), kept as typed while
 * the user types and shown with es-MX grouping once they leave it. The form receives the number itself.
 */
export function NumberInput({
  value,
  onChange,
  empty,
  numberStyle,
  allowMultipliers = false,
  prefix,
  suffix,
  inputRef,
  onBlur,
  className,
  ...props
}: NumberInputProps) {
  const [text, setText] = useState(() => formatNumberInput(value, numberStyle));

  const read = (typed: string): number | null | undefined => {
    const parsed = parseMexicanNumber(typed, { allowMultipliers });
    if (parsed.kind === 'empty') return empty;
    return parsed.kind === 'number' ? parsed.value : Number.NaN;
  };

  // A value set from outside (the form being reset to a saved listing) replaces what the box shows; a change that
  // came from typing already matches it and leaves the text as typed. Adjusted during render, when value changes.
  const [shownValue, setShownValue] = useState(value);
  if (!sameNumber(value, shownValue)) {
    setShownValue(value);
    if (!sameNumber(read(text), value)) setText(formatNumberInput(value, numberStyle));
  }

  return (
    <div className={cn('relative', className)}>
      {prefix && (
        <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-navy-500" aria-hidden="true">
          {prefix}
        </span>
      )}
      <Input
        ref={inputRef}
        type="text"
        inputMode={numberStyle === 'integer' && !allowMultipliers ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(read(event.target.value));
        }}
        onBlur={(event) => {
          const number = read(text);
          if (typeof number === 'number' && Number.isFinite(number)) setText(formatNumberInput(number, numberStyle));
          onBlur?.(event);
        }}
        className={cn('tabular-nums', prefix && 'pl-8', suffix && 'pr-14')}
        {...props}
      />
      {suffix && (
        <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-navy-500" aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  );
}
