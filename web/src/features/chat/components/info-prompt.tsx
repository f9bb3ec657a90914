import { chatInfoSchemas, type ChatInfoField } from '@prestigio/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

const labels: Record<'name' | 'email' | 'phone', { label: string; type: string; autoComplete: string; placeholder: string }> = {
  name: { label: 'Su nombre', type: 'text', autoComplete: 'name', placeholder: 'Nombre y apellido' },
  email: { label: 'Su correo electrónico', type: 'email', autoComplete: 'email', placeholder: 'nombre@correo.com' },
  phone: { label: 'Su número de WhatsApp', type: 'tel', autoComplete: 'tel', placeholder: '55 1234 5678' },
};

interface InfoPromptProps {
  field: ChatInfoField;
  onAnswer: (field: 'name' | 'email' | 'phone', value: string) => void;
  onCancel: () => void;
}

/**
 * What the assistant asked for, asked inside the panel (not the browser's blocking prompt): for `contact`, first
 * e-mail or WhatsApp, then that detail, checked with the contact form's own rules before it is sent.
 */
export function InfoPrompt({ field, onAnswer, onCancel }: InfoPromptProps) {
  const [chosen, setChosen] = useState<'name' | 'email' | 'phone' | null>(field === 'contact' ? null : field);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  if (chosen === null) {
    return (
      <div role="group" aria-label="Medio de contacto" className="border-t border-navy-100 bg-navy-50 p-3">
        <p className="mb-2 text-sm font-medium text-navy-900">¿Cómo prefiere que le contactemos?</p>
        {/* Wraps on a narrow panel: three buttons do not fit one line of a 384 px panel, and "Ahora no" was cut off. */}
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="navy" onClick={() => setChosen('email')}>
            Correo electrónico
          </Button>
          <Button type="button" size="sm" variant="navy" onClick={() => setChosen('phone')}>
            WhatsApp
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Ahora no
          </Button>
        </div>
      </div>
    );
  }

  const { label, type, autoComplete, placeholder } = labels[chosen];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = chatInfoSchemas[chosen].safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Revise el dato');
      return;
    }
    onAnswer(chosen, value.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="border-t border-navy-100 bg-navy-50 p-3">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-navy-900">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          autoFocus
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="h-10 min-w-0 flex-1 rounded-md border border-navy-200 bg-white px-3 text-sm text-navy-900 focus:border-gold-500 focus:outline-none"
        />
        <Button type="submit" size="md" variant="gold">
          Enviar
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
