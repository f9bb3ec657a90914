import FullCalendar from '@fullcalendar/react';
import type { DateClickInfo, EventClickInfo, EventDropInfo, EventInput, EventSourceFuncInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { AGENCY_TIME_ZONE, activityStatusLabels, activityTypeLabels, agencyParts, formatAgencyDayAndTime, isOpenActivityStatus, type Activity } from '@prestigio/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useAssignableAgents } from '../../../lib/use-assignable-agents';
import { fetchCalendarRange, useUpdateActivity } from '../api/activities';

/** Spanish as a screen reader should say it: "Mes anterior", not the locale's "Mes antes". */
const spanish = {
  ...esLocale,
  prevHint: (_unitText: string, unit: string) => (unit === 'week' ? 'Semana anterior' : unit === 'day' ? 'Día anterior' : 'Mes anterior'),
  nextHint: (_unitText: string, unit: string) => (unit === 'week' ? 'Semana siguiente' : unit === 'day' ? 'Día siguiente' : 'Mes siguiente'),
  // FullCalendar passes the view's name here ("timeGridWeek"), not its unit: the locale's own said "Vista del semana".
  viewHint: (_buttonText: string, view: string) =>
    view.startsWith('list') ? 'Vista de agenda' : view.endsWith('Week') ? 'Vista de la semana' : view.endsWith('Day') ? 'Vista del día' : 'Vista del mes',
};

/** Phones get the week as a list (a month's cells cut events to "Llama", "Vide"). */
const PHONE = '(max-width: 639px)';

/** Each type its colour, so a week reads at a glance; completed activities fade. */
const typeColours: Record<Activity['type'], string> = {
  llamada: '#1e3a5f',
  videollamada: '#7c5cbf',
  email: '#2f7d6d',
  visita: '#b8860b',
  whatsapp: '#25863f',
};

/** An administrator's calendar colours each agent's events (the order of the agents' list, repeated past ten). */
const agentColours = ['#1e3a5f', '#b8860b', '#2f7d6d', '#7c5cbf', '#b4443c', '#25863f', '#2563a8', '#8a5a2b', '#a23b72', '#4b5563'];

function toEvent(activity: Activity, colourOf: (activity: Activity) => string): EventInput {
  const start = new Date(activity.startsAt);
  return {
    id: activity.id,
    title: `${activity.status === 'cancelada' ? 'Cancelada · ' : ''}${activityTypeLabels[activity.type]}${activity.leadName ? ` · ${activity.leadName}` : ''}: ${activity.description}`,
    start,
    end: new Date(start.getTime() + activity.durationMinutes * 60_000),
    // A booked video call keeps the booking's time; closed work stays where it happened.
    editable: activity.videoCallId === null && isOpenActivityStatus(activity.status),
    // FullCalendar 7's event colours (its 6 names, backgroundColor and textColor, are ignored).
    color: colourOf(activity),
    contrastColor: '#ffffff',
    classNames: activity.status === 'cancelada' ? ['opacity-60', 'line-through'] : activity.status === 'completada' ? ['opacity-60'] : [],
    extendedProps: { status: activityStatusLabels[activity.status] },
  };
}

/**
 * /calendar: activities and booked video calls by month, week or day, in Spanish with the week from Monday and every
 * time in the agency's zone (America/Mexico_City) whatever the browser's. Click an event to open it, drag it to move
 * it, click an empty day or slot to create one there.
 */
export function ActivityCalendar({ byAgent = false }: { byAgent?: boolean }) {
  const navigate = useNavigate();
  const { agents } = useAssignableAgents();
  const [owner, setOwner] = useState('');
  const colourOf = (activity: Activity) => {
    if (!byAgent) return typeColours[activity.type];
    const index = agents.findIndex((agent) => agent.id === activity.ownerId);
    return index < 0 ? '#6b7280' : agentColours[index % agentColours.length]!;
  };
  const [onPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches);
  const update = useUpdateActivity();

  const loadRange = async (range: EventSourceFuncInfo): Promise<EventInput[]> => {
    const { activities } = await fetchCalendarRange(range.start.toISOString(), range.end.toISOString(), owner || undefined);
    return activities.map((activity) => toEvent(activity, colourOf));
  };

  const move = async (drop: EventDropInfo) => {
    const start = drop.event.start;
    if (!start) return drop.revert();
    try {
      await update(drop.event.id, { startsAt: start.toISOString() });
      toast({ title: 'Actividad movida', description: formatAgencyDayAndTime(start) });
    } catch (failure) {
      drop.revert();
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo mover la actividad.', variant: 'destructive' });
    }
  };

  const createAt = (click: DateClickInfo) => {
    const { date, hour, minute } = agencyParts(click.date);
    const time = click.allDay ? '10:00' : `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    navigate(`/activities/new?date=${date}&time=${time}`);
  };

  return (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-navy-100 sm:p-6" data-testid="activity-calendar">
      {byAgent && agents.length > 0 ? (
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Select value={owner} onChange={(event) => setOwner(event.target.value)} aria-label="Agente" className="w-auto">
            <option value="">Todos los agentes</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </Select>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Colores por agente">
            {agents.map((agent, index) => (
              <li key={agent.id} className="flex items-center gap-1.5 text-navy-700">
                <span className="h-3 w-3 rounded-full" style={{ backgroundColor: agentColours[index % agentColours.length] }} aria-hidden="true" />
                {agent.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FullCalendar
        // A new agent filter is a new event source: the calendar fetches its range again.
        key={`${owner}:${agents.length}`}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
        locale={spanish}
        firstDay={1}
        timeZone={AGENCY_TIME_ZONE}
        initialView={onPhone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={
          onPhone
            ? { start: 'prev,next', center: 'title', end: 'listWeek,dayGridMonth' }
            : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
        }
        height="auto"
        events={loadRange}
        editable
        eventDurationEditable={false}
        eventDrop={(drop) => void move(drop)}
        eventClick={(click: EventClickInfo) => {
          click.jsEvent.preventDefault();
          navigate(`/activities/${click.event.id}/edit`);
        }}
        dateClick={createAt}
        nowIndicator
        slotMinTime="07:00:00"
        slotMaxTime="22:00:00"
      />
      <p className="mt-3 text-sm text-navy-600">Horario del centro de México ({AGENCY_TIME_ZONE}).</p>
    </div>
  );
}
