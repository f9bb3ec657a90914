import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
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
  labelClassName?: string;
  /** `inline` puts a checkbox before its label on one line; the messages still go under both. */
  layout?: 'stacked' | 'inline';
  /** Renders the control (Input, Select, Textarea, Checkbox, a custom input...) with the ids and states it must carry. */
  children: (control: FormControlProps) => ReactNode;
}

/**
 * The one field of every form: a label, any control, and its help text or validation messages tied to the control
 * (`aria-describedby`), so screen readers read them on focus.
 */
export function FormField({ label, errors = [], hint, id, className, labelClassName, layout = 'stacked', children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const invalid = errors.length > 0;

  const labelElement = (
    <Label htmlFor={controlId} className={labelClassName}>
      {label}
    </Label>
  );
  const control = children({
    id: controlId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : hint ? hintId : undefined,
  });

  return (
    <div className={cn('space-y-1.5', className)}>
      {layout === 'inline' ? (
        <div className="flex items-start gap-3">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
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

export type TextFieldProps = ComponentProps<'input'> & Pick<FormFieldProps, 'errors' | 'hint'> & { label: string };

/** A FormField around a plain Input: every other prop goes to the input (e.g. react-hook-form's `register`). */
export function TextField({ id, label, errors, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} errors={errors} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}
