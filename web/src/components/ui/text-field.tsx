import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Validation messages, shown under the input and announced with it. */
  errors?: readonly string[];
  /** A short help text under the input, hidden while there are errors. */
  hint?: string;
};

/** A labelled input with its messages tied to it (`aria-describedby`), so screen readers read them on focus. */
export function TextField({ id, label, errors = [], hint, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = errors.length > 0;
  const describedBy = invalid ? errorId : hint ? hintId : undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...inputProps} />
      {invalid ? (
        <ul id={errorId} className="space-y-0.5 text-sm text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        hint && (
          <p id={hintId} className="text-sm text-navy-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
