import { formatPropertyPrice, type LeadDetail } from '@prestigio/contracts';
import { Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useLeadChanges, useLeadMatches } from '../api/leads';

/**
 * The published listings that fit what the client looks for, best first; the agent picks some and sends them by
 * e-mail (queued by the server) or opens WhatsApp with the text and links filled in. Each sending is on the timeline.
 */
export function LeadMatches({ lead }: { lead: LeadDetail }) {
  const { data, error, isLoading } = useLeadMatches(lead.id);
  const { sendSelection } = useLeadChanges(lead.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (channel: 'email' | 'whatsapp') => {
    // Opened before the request, inside the click: browsers block windows opened later.
    const whatsappWindow = channel === 'whatsapp' ? window.open('about:blank', '_blank') : null;
    setSending(true);
    try {
      const receipt = await sendSelection({ propertyIds: chosen, channel, ...(message.trim() ? { message: message.trim() } : {}) });
      if (receipt.whatsappUrl) {
        if (whatsappWindow) whatsappWindow.location.href = receipt.whatsappUrl;
        else window.location.assign(receipt.whatsappUrl);
      }
      toast({ title: 'Selección enviada', description: channel === 'email' ? `Se envió por correo a ${receipt.sentTo}.` : `WhatsApp abierto para ${receipt.sentTo}.` });
      setChosen([]);
      setMessage('');
    } catch (failure) {
      whatsappWindow?.close();
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo enviar la selección.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="lead-matches" className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id="lead-matches" className="font-semibold text-navy-900">
        Propiedades que coinciden
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {apiErrorMessage(error) ?? 'No se pudieron buscar coincidencias.'}
        </p>
      ) : isLoading || !data ? (
        <p className="text-sm text-navy-600">Buscando propiedades…</p>
      ) : data.criteriaMissing ? (
        <p className="text-sm text-navy-600">Indica en "Lo que busca" la operación, el lugar o el presupuesto para ver coincidencias.</p>
      ) : data.matches.length === 0 ? (
        <p className="text-sm text-navy-600">Ninguna propiedad publicada coincide por ahora.</p>
      ) : (
        <>
          <ul className="divide-y divide-navy-100">
            {data.matches.map(({ property, reasons }) => (
              <li key={property.id} className="flex items-start gap-3 py-3">
                <Checkbox
                  id={`match-${property.id}`}
                  checked={chosen.includes(property.id)}
                  onChange={(event) => {
                    const { checked } = event.target;
                    setChosen((current) => (checked ? [...current, property.id] : current.filter((id) => id !== property.id)));
                  }}
                  aria-label={`Elegir ${property.title}`}
                />
                <div className="min-w-0 flex-1 text-sm">
                  <Link to={`/propiedades/${property.slug}`} target="_blank" className="font-medium break-words text-navy-900 underline-offset-2 hover:underline">
                    {property.title}
                  </Link>
                  <p className="text-navy-700">
                    {property.location} · {formatPropertyPrice(property.price, property.operationType)} · {property.bedrooms} rec.
                  </p>
                  <p className="text-xs text-navy-500">{reasons.join(' · ')}</p>
                </div>
              </li>
            ))}
          </ul>
          <label htmlFor="selection-message" className="block text-sm font-medium text-navy-900">
            Mensaje para el cliente (opcional)
          </label>
          <Textarea id="selection-message" rows={2} maxLength={1_000} value={message} onChange={(event) => setMessage(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="gold" size="sm" disabled={sending || chosen.length === 0 || !lead.email} onClick={() => void send('email')}>
              <Mail className="mr-1.5 h-4 w-4" aria-hidden="true" /> Enviar por correo ({chosen.length})
            </Button>
            <Button type="button" variant="secondary" size="sm" disabled={sending || chosen.length === 0 || !lead.phone} onClick={() => void send('whatsapp')}>
              <MessageCircle className="mr-1.5 h-4 w-4" aria-hidden="true" /> Enviar por WhatsApp ({chosen.length})
            </Button>
          </div>
          <p className="text-xs text-navy-500">El correo sale a tu nombre, con tu teléfono si lo registraste en «Mi perfil»; si el cliente responde, la respuesta te llega a ti.</p>
        </>
      )}
    </section>
  );
}
