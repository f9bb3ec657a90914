import { leadDetailSchema, leadPageSchema, type LeadSummary } from '@prestigio/contracts';
import { Search, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

export interface ClientPickerProps {
  id: string;
  /** The chosen client's id, or null for an activity without a client. */
  value: string | null;
  /** The chosen client's name, when known (editing), so it shows before any search. */
  initialName?: string | null;
  onChange: (leadId: string | null) => void;
}

/** Clients found by name, e-mail or phone (the caller's visible ones), as the user types. */
function useClientSearch(text: string) {
  const url = text.length >= 2 ? `${cacheKeys.leads}?text=${encodeURIComponent(text)}` : null;
  return useSWR(url, async (key: string) => leadPageSchema.parse(await apiRequest('GET', key)).leads);
}

/** A searchable client picker (combobox): type part of a name, e-mail or phone, pick one; clearable. */
export function ClientPicker({ id, value, initialName = null, onChange }: ClientPickerProps) {
  const [chosen, setChosen] = useState<{ id: string; name: string | null } | null>(value ? { id: value, name: initialName } : null);
  // A client given by id alone (from its page's "Agendar actividad") is named once its record arrives.
  const { data: known } = useSWR(chosen && chosen.name === null ? `${cacheKeys.leads}/${chosen.id}` : null, async (key: string) => leadDetailSchema.parse(await apiRequest('GET', key)));
  const chosenName = chosen?.name ?? known?.name ?? known?.email ?? known?.phone ?? 'Cliente elegido';
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const { data: results, isLoading } = useClientSearch(deferred);
  const listId = `${id}-results`;

  const pick = (lead: LeadSummary | null) => {
    setChosen(lead ? { id: lead.id, name: lead.name ?? lead.email ?? lead.phone ?? 'Sin nombre' } : null);
    setText('');
    onChange(lead?.id ?? null);
  };

  if (chosen) {
    return (
      <div className="flex h-10 items-center justify-between gap-2 rounded-md border border-navy-200 bg-navy-50 px-3 text-sm" data-testid="chosen-client">
        <span className="truncate font-medium text-navy-900">{chosenName}</span>
        <button type="button" onClick={() => pick(null)} className="rounded p-1 text-navy-600 hover:bg-white" aria-label={`Quitar a ${chosenName}`}>
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    );
  }
  const open = deferred.length >= 2;
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-navy-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Buscar cliente por nombre, correo o teléfono"
        className="h-10 w-full rounded-md border border-navy-200 bg-white pr-3 pl-9 text-sm"
        autoComplete="off"
      />
      {open ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-navy-100">
          {isLoading && !results ? <li className="px-3 py-2 text-navy-600">Buscando…</li> : null}
          {results?.length === 0 ? <li className="px-3 py-2 text-navy-600">Ningún cliente coincide.</li> : null}
          {results?.map((lead) => (
            <li key={lead.id} role="option" aria-selected={false}>
              <button type="button" onClick={() => pick(lead)} className="w-full px-3 py-2 text-left hover:bg-navy-50 focus:bg-navy-50 focus:outline-none">
                <span className="font-medium text-navy-900">{lead.name ?? 'Sin nombre'}</span>
                <span className="ml-2 text-navy-600">{lead.email ?? lead.phone ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
