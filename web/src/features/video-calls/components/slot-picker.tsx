import { AGENCY_TIME_ZONE, agencyDateTimeToUtc, agencyParts } from '@prestigio/contracts';
import { useMemo, useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { apiErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAvailability } from '../api/get-availability';

export interface SlotPickerProps {
  /** The chosen day, YYYY-MM-DD in the agency's zone. */
  date: string | null;
  /** The chosen slot's start, ISO. */
  startsAt: string | null;
  onDateChange: (date: string | null) => void;
  onStartsAtChange: (startsAt: string | null) => void;
  disabled?: boolean;
  /** The month shown first (a reschedule opens on the booking's month); the current one unless said. */
  initialMonth?: Date;
  /** The portal's booking for this client: only the slots in which it can be made (its agent free); the agency's otherwise. */
  leadId?: string;
}

/** The shown month's days from today on, in the agency's dates. */
function monthRange(month: Date, today: string): { from: string; to: string } {
  const [year, monthNumber] = agencyParts(month).date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { from: first < today ? today : first, to: last };
}

/**
 * A day (Spanish, week from Monday, past, closed and full days disabled) and one of the day's hourly slots (full ones
 * disabled). Days and hours are the agency's, Mexico City time, whatever the visitor's own zone.
 */
export function SlotPicker({ date, startsAt, onDateChange, onStartsAtChange, disabled = false, initialMonth, leadId }: SlotPickerProps) {
  const today = agencyParts(new Date()).date;
  const [month, setMonth] = useState(() => initialMonth ?? new Date());
  const range = monthRange(month, today);
  const { data: availability, error, isLoading } = useAvailability(range.from <= range.to ? range : null, leadId);
  // The server's reason when the slots cannot be had (a client the portal user may not book for).
  const refusal = error ? apiErrorMessage(error) : undefined;
  const days = useMemo(() => new Map((availability?.days ?? []).map((day) => [day.date, day])), [availability]);
  const chosenDay = date ? days.get(date) : undefined;

  const isDisabledDay = (day: Date) => {
    const key = agencyParts(day).date;
    if (key < today) return true;
    const known = days.get(key);
    return known !== undefined && (!known.open || !known.slots.some((slot) => slot.available));
  };

  return (
    // Busy while the month's slots load: until then no day is known to be closed or full.
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]" aria-busy={isLoading}>
      <DayPicker
        mode="single"
        locale={es}
        weekStartsOn={1}
        timeZone={AGENCY_TIME_ZONE}
        month={month}
        onMonthChange={setMonth}
        startMonth={new Date()}
        selected={date ? agencyDateTimeToUtc(date, 12) : undefined}
        onSelect={(day) => {
          onDateChange(day ? agencyParts(day).date : null);
          onStartsAtChange(null);
        }}
        disabled={disabled ? true : isDisabledDay}
        className="text-sm"
        // The house colours instead of the picker's default blue.
        style={{ '--rdp-accent-color': 'var(--color-navy-900)', '--rdp-accent-background-color': 'var(--color-navy-100)' } as CSSProperties}
      />
      <fieldset className="min-w-0" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-navy-900">Hora (centro de México)</legend>
        {!date && <p className="text-sm text-navy-600">Elija primero un día.</p>}
        {date && isLoading && <p className="text-sm text-navy-600">Cargando horarios…</p>}
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        {date && chosenDay && (
          <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label="Hora de la videollamada">
            {chosenDay.slots.map((slot) => {
              const selected = slot.startsAt === startsAt;
              return (
                <button
                  key={slot.startsAt}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  disabled={!slot.available}
                  onClick={() => onStartsAtChange(slot.startsAt)}
                  className={cn(
                    'h-9 rounded-md border text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                    selected ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 bg-white text-navy-900 hover:border-navy-400',
                  )}
                >
                  {slot.time}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
