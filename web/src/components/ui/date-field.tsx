import { AGENCY_TIME_ZONE, agencyDateTimeToUtc, agencyParts } from '@prestigio/contracts';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';

const shown = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: AGENCY_TIME_ZONE });

export interface DateFieldProps {
  id: string;
  /** A day of the agency's calendar, YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A day picked on a Spanish calendar (week from Monday, the agency's days whatever the browser's zone), shown in words;
 * the button opens and closes the calendar in place, so it works the same with a mouse, a finger or the keyboard.
 */
export function DateField({ id, value, onChange, invalid, describedBy }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  return (
    // The calendar floats over the form, so opening it never pushes the fields beside it out of their card.
    <div className="relative">
      <button
        id={id}
        type="button"
        aria-expanded={open}
        aria-controls={calendarId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((current) => !current)}
        className={cn(
          'flex h-10 w-full items-center gap-2 rounded-md border border-navy-200 bg-white px-3 text-left text-sm',
          invalid && 'border-red-600',
          !value && 'text-navy-500',
        )}
      >
        <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
        {value ? shown.format(agencyDateTimeToUtc(value, 12)) : 'Elegir fecha'}
      </button>
      {open ? (
        <div id={calendarId} className="absolute top-full left-0 z-30 mt-2 rounded-lg bg-white p-2 shadow-lg ring-1 ring-navy-100">
          <DayPicker
            mode="single"
            locale={es}
            weekStartsOn={1}
            timeZone={AGENCY_TIME_ZONE}
            defaultMonth={value ? agencyDateTimeToUtc(value, 12) : new Date()}
            selected={value ? agencyDateTimeToUtc(value, 12) : undefined}
            onSelect={(day) => {
              onChange(day ? agencyParts(day).date : '');
              setOpen(false);
            }}
            className="text-sm"
            style={{ '--rdp-accent-color': 'var(--color-navy-900)', '--rdp-accent-background-color': 'var(--color-navy-100)' } as CSSProperties}
          />
        </div>
      ) : null}
    </div>
  );
}
