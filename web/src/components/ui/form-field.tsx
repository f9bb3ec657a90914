import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** What a form control needs to be tied to its label and messages. */
export interface FormControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Validation messages, shown under the control and announced with it. */
  errors?: readonly string[];
  /** A short help text under the control, hidden while there are errors. */
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Renders the control (Select, Textarea, a custom input...) with the ids and states it must carry. */
  children: (control: FormControlProps) => ReactNode;
}

/**
 * A labelled form control of any kind with its messages tied to it (`aria-describedby`), like TextField does for
 * plain inputs.
 */
export function FormField({ label, errors = [], hint, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const invalid = errors.length > 0;

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorId : hint ? hintId : undefined,
      })}
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
