import {
  interestLabels,
  operationOptionLabels,
  pendingDetailFieldLabels,
  propertyTypeLabels,
  type LeadDetail,
  type LeadDuplicate,
  type PendingDetail,
} from '@prestigio/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useLeadChanges } from '../api/leads';

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/** A pending value as an agent reads it: labels for the codes, pesos for budgets, a date for the follow-up. */
function shownValue({ field, value }: PendingDetail): string {
  const text = String(value);
  switch (field) {
    case 'budgetMin':
    case 'budgetMax':
      return pesos.format(Number(value));
    case 'nextFollowUpAt':
      return formatDate(text);
    case 'interest':
      return interestLabels[text as keyof typeof interestLabels] ?? text;
    case 'operationType':
      return operationOptionLabels[text as keyof typeof operationOptionLabels] ?? text;
    case 'propertyType':
      return propertyTypeLabels[text as keyof typeof propertyTypeLabels] ?? text;
    default:
      return text;
  }
}

/**
 * Who this client is, as the inquiries say (issue 23): the review mark of an automated-looking inquiry, the "datos
 * por confirmar" an inquiry or a merge brought (nothing is written on the client until the agent accepts one), and
 * the clients that may be the same person (same phone, another e-mail), with the merge.
 */
export function LeadIdentityReview({ lead }: { lead: LeadDetail }) {
  const { resolveDetail, merge, dismissDuplicate } = useLeadChanges(lead.id);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [merging, setMerging] = useState<LeadDuplicate | null>(null);

  if (!lead.needsReview && lead.pendingDetails.length === 0 && lead.duplicates.length === 0 && !lead.hiddenDuplicate) return null;

  const resolve = async (detail: PendingDetail, accept: boolean) => {
    setBusyId(detail.id);
    try {
      await resolveDetail(detail.id, accept);
      const label = pendingDetailFieldLabels[detail.field];
      toast({ title: accept ? 'Dato aceptado' : 'Dato descartado', description: accept ? `${label} actualizado.` : `${label} sin cambios.` });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo guardar el cambio.', variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const notTheSamePerson = async (duplicate: LeadDuplicate) => {
    setBusyId(duplicate.id);
    try {
      await dismissDuplicate(duplicate.id);
      toast({ title: 'Marca quitada', description: 'Quedan como clientes distintos.' });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo quitar la marca.', variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const confirmMerge = async () => {
    if (!merging) return;
    setBusyId(merging.id);
    try {
      await merge(merging.id);
      toast({ title: 'Clientes unidos', description: 'Las consultas, el historial y las actividades están ahora en este cliente.' });
      setMerging(null);
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudieron unir los clientes.', variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="lead-identity" className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
      <h2 id="lead-identity" className="font-semibold text-navy-900">
        Revisar antes de atender
      </h2>
      {lead.needsReview ? (
        <p className="text-sm text-navy-800">
          <Badge tone="warning">Posible envío automático</Badge> El formulario se llenó más rápido de lo que suele hacerlo una persona
          (por ejemplo, con el autocompletado del navegador). Confirma que es una persona real antes de atenderlo.
        </p>
      ) : null}

      {lead.pendingDetails.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-navy-900">Datos por confirmar</h3>
          <p className="text-xs text-navy-600">Llegaron en una consulta con el correo de este cliente o al unir clientes; no se han guardado.</p>
          <ul className="mt-2 space-y-2">
            {lead.pendingDetails.map((detail) => (
              <li key={detail.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{pendingDetailFieldLabels[detail.field]}:</span> {shownValue(detail)}
                  <span className="ml-2 text-xs text-navy-500">{formatDate(detail.at)}</span>
                </span>
                <span className="flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={busyId !== null}
                    aria-label={`Aceptar ${pendingDetailFieldLabels[detail.field].toLowerCase()} ${shownValue(detail)}`}
                    onClick={() => void resolve(detail, true)}
                  >
                    Aceptar
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={busyId !== null}
                    aria-label={`Descartar ${pendingDetailFieldLabels[detail.field].toLowerCase()} ${shownValue(detail)}`}
                    onClick={() => void resolve(detail, false)}
                  >
                    Descartar
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {lead.duplicates.length > 0 || lead.hiddenDuplicate ? (
        <div>
          <h3 className="text-sm font-semibold text-navy-900">
            <Badge tone="warning">Posible duplicado</Badge>
          </h3>
          <p className="mt-1 text-xs text-navy-600">Otro cliente dio el mismo teléfono con otro correo. Si son la misma persona, únalos; si no, quite la marca.</p>
          <ul className="mt-2 space-y-2">
            {lead.duplicates.map((duplicate) => (
              <li key={duplicate.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-navy-50 px-3 py-2 text-sm">
                <span>
                  <Link to={`/leads/${duplicate.id}`} className="font-medium underline">
                    {duplicate.name ?? 'Sin nombre'}
                  </Link>
                  {duplicate.email ? <span className="ml-2 break-all text-navy-700">{duplicate.email}</span> : null}
                  {duplicate.phone ? <span className="ml-2 text-navy-700">{duplicate.phone}</span> : null}
                </span>
                <span className="flex gap-2">
                  <Button type="button" size="sm" variant="secondary" disabled={busyId !== null} onClick={() => setMerging(duplicate)}>
                    Unir con este cliente
                  </Button>
                  <Button type="button" size="sm" variant="ghost" disabled={busyId !== null} onClick={() => void notTheSamePerson(duplicate)}>
                    No es la misma persona
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {lead.hiddenDuplicate ? (
            <p className="mt-2 text-sm text-navy-700">El otro cliente lo atiende otro agente: un administrador puede unirlos.</p>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={merging !== null}
        title="¿Unir estos clientes?"
        description={
          merging
            ? `«${merging.name ?? 'Sin nombre'}» se unirá a «${lead.name ?? 'este cliente'}»: sus consultas, su historial y sus actividades pasan a este cliente, que conserva sus propios datos de contacto. Los datos distintos del otro quedan por confirmar.`
            : ''
        }
        confirmLabel="Unir clientes"
        busyLabel="Uniendo…"
        busy={busyId !== null && merging !== null}
        onConfirm={() => void confirmMerge()}
        onCancel={() => setMerging(null)}
      />
    </section>
  );
}
