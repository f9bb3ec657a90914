import { interestLabels, leadNoteSchema, leadSourceLabels, leadStageLabels, leadStages, whatsappUrl, type LeadStage, type PublicUser } from '@prestigio/contracts';
import { CalendarPlus, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useLeadChanges, useLeadDetail } from '../api/leads';
import { LeadAssignment } from './lead-assignment';
import { LeadNextSteps } from './lead-next-steps';
import { FollowUp } from './lead-list';
import { LeadIdentityReview } from './lead-identity-review';
import { LeadInquiryContact } from './lead-inquiry-contact';
import { LeadInquiryFavourites } from './lead-inquiry-favourites';
import { LeadMatches } from './lead-matches';
import { LeadSavedSearches } from './lead-saved-searches';
import { LeadProfileForm } from './lead-profile-form';
import { LeadStageBadge } from './lead-stage-badge';
import { LeadTimeline } from './lead-timeline';

/**
 * A client's page: contact with quick actions, the agent, the stage, its details and what it looks for, the listings
 * that fit, its inquiries (the chat's transcripts among them), notes and the timeline (newest first).
 */
export function LeadDetailView({ leadId, user }: { leadId: string; user: PublicUser }) {
  const { data: lead, error } = useLeadDetail(leadId);
  const { changeStage, addNote } = useLeadChanges(leadId);
  const [stage, setStage] = useState<LeadStage | null>(null);
  const [lostReason, setLostReason] = useState('');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-6 py-4 text-red-800">
        {apiErrorMessage(error) ?? 'No se pudo cargar el cliente.'}
      </p>
    );
  }
  if (!lead) return <p className="text-navy-600">Cargando cliente…</p>;
  const chosenStage = stage ?? lead.stage;

  const saveStage = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await changeStage({ stage: chosenStage, ...(chosenStage === 'perdido' ? { lostReason } : {}) });
      setStage(null);
      toast({ title: 'Etapa actualizada', description: `El cliente está en «${leadStageLabels[chosenStage]}».` });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo cambiar la etapa.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    const checked = leadNoteSchema.safeParse({ text: note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message ?? 'Escribe la nota');
      return;
    }
    setBusy(true);
    try {
      await addNote(checked.data);
      setNote('');
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo guardar la nota.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    // On a phone (one column) the note box follows the contact card, before the long sections; from xl it heads the
    // right column above the history. Explicit cells: the document order is the phone's.
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] xl:gap-x-8">
      <section aria-labelledby="lead-contact" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100 xl:col-start-1 xl:row-start-1">
        <div className="flex items-start justify-between gap-3">
          <h2 id="lead-contact" className="font-serif text-2xl font-semibold text-navy-900">
            {lead.name ?? 'Sin nombre'}
          </h2>
          <LeadStageBadge stage={lead.stage} />
        </div>
        <p className="mt-1 text-sm text-navy-600">
          Llegó por {leadSourceLabels[lead.source].toLowerCase()} el {formatDate(lead.createdAt)}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {lead.phone ? (
            <>
              <li>
                <Button asChild size="sm" variant="secondary">
                  <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                    <Phone className="mr-1.5 h-4 w-4" aria-hidden="true" /> Llamar
                  </a>
                </Button>
              </li>
              <li>
                <Button asChild size="sm" variant="secondary">
                  <a href={whatsappUrl(lead.phone)} target="_blank" rel="noreferrer">
                    <MessageCircle className="mr-1.5 h-4 w-4" aria-hidden="true" /> WhatsApp
                  </a>
                </Button>
              </li>
            </>
          ) : null}
          {lead.email ? (
            <li>
              <Button asChild size="sm" variant="secondary">
                <a href={`mailto:${lead.email}`}>
                  <Mail className="mr-1.5 h-4 w-4" aria-hidden="true" /> Correo
                </a>
              </Button>
            </li>
          ) : null}
          <li>
            <Button asChild size="sm" variant="secondary">
              <Link to={`/activities/new?leadId=${lead.id}`}>
                <CalendarPlus className="mr-1.5 h-4 w-4" aria-hidden="true" /> Agendar actividad
              </Link>
            </Button>
          </li>
        </ul>
        <dl className="mt-4 space-y-1 text-sm text-navy-800">
          {lead.email ? <div className="break-all">{lead.email}</div> : null}
          {lead.phone ? <div>{lead.phone}</div> : null}
          {lead.lostReason ? <div>Motivo de pérdida: {lead.lostReason}</div> : null}
          <div>
            Próximo seguimiento: <FollowUp at={lead.nextFollowUpAt} />
          </div>
        </dl>
      </section>

      <form onSubmit={saveNote} noValidate className="space-y-2 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100 xl:col-start-2 xl:row-start-1">
        <label htmlFor="lead-note" className="block font-semibold text-navy-900">
          Nueva nota
        </label>
        <Textarea
          id="lead-note"
          value={note}
          rows={3}
          maxLength={2_000}
          aria-invalid={noteError !== null}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(null);
          }}
        />
        {noteError ? (
          <p role="alert" className="text-sm text-red-700">
            {noteError}
          </p>
        ) : null}
        <Button type="submit" variant="gold" disabled={busy}>
          Guardar nota
        </Button>
      </form>

      <div className="space-y-6 xl:col-start-1 xl:row-start-2">
        <LeadIdentityReview lead={lead} />

        <LeadNextSteps leadId={lead.id} />
        <LeadAssignment lead={lead} user={user} />

        <form onSubmit={saveStage} className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
          <label htmlFor="lead-stage" className="block font-semibold text-navy-900">
            Etapa
          </label>
          <Select id="lead-stage" value={chosenStage} onChange={(event) => setStage(event.target.value as LeadStage)}>
            <SelectOptions values={leadStages} labels={leadStageLabels} />
          </Select>
          {chosenStage === 'perdido' ? (
            <div>
              <label htmlFor="lost-reason" className="mb-1 block text-sm text-navy-800">
                ¿Por qué se perdió?
              </label>
              <Textarea id="lost-reason" value={lostReason} maxLength={500} onChange={(event) => setLostReason(event.target.value)} rows={2} />
            </div>
          ) : null}
          <Button type="submit" disabled={busy || chosenStage === lead.stage}>
            Cambiar etapa
          </Button>
        </form>

        <LeadProfileForm lead={lead} />
        <LeadMatches lead={lead} />
        <LeadSavedSearches leadId={lead.id} />
      </div>

      <section aria-labelledby="lead-timeline" className="space-y-4 xl:col-start-2 xl:row-start-2">
        {lead.inquiries.length > 0 ? (
          <details className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100" open={lead.inquiries.length <= 2}>
            <summary className="cursor-pointer font-semibold text-navy-900">Consultas y conversaciones ({lead.inquiries.length})</summary>
            <ol className="mt-3 space-y-3">
              {lead.inquiries.map((inquiry) => (
                <li key={inquiry.id} className="border-l-2 border-gold-300 pl-3 text-sm">
                  <p className="text-xs text-navy-500">
                    {leadSourceLabels[inquiry.source]} · {formatDate(inquiry.at)}
                    {inquiry.interest ? ` · ${interestLabels[inquiry.interest]}` : ''}
                  </p>
                  <LeadInquiryContact inquiry={inquiry} />
                  {inquiry.propertyId ? (
                    <p className="text-navy-700">
                      Preguntó por{' '}
                      <Link to={`/propiedades/${inquiry.propertyId}`} target="_blank" className="underline">
                        esta propiedad
                      </Link>
                    </p>
                  ) : null}
                  <LeadInquiryFavourites ids={inquiry.favouritePropertyIds} />
                  {inquiry.message ? <p className="whitespace-pre-line text-navy-900">{inquiry.message}</p> : null}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <h2 id="lead-timeline" className="font-serif text-xl font-semibold text-navy-900">
          Historial
        </h2>
        <LeadTimeline entries={lead.timeline} />
      </section>
    </div>
  );
}
