import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

/** The listing's address to share: copy it, hand it to the phone's share sheet, or send it by WhatsApp. */
export function ShareProperty({ title, url }: { title: string; url: string }) {
  const linkId = useId();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Enlace copiado', description: 'Puede pegarlo en un mensaje o en un correo.' });
    } catch {
      // Without clipboard access the link stays selected in its field, ready for Ctrl+C.
      const field = document.getElementById(linkId) as HTMLInputElement | null;
      field?.select();
      toast({ title: 'Copie el enlace', description: 'El enlace quedó seleccionado: cópielo con Ctrl+C o mantenga presionado.' });
    }
  }

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <div className="rounded-xl bg-navy-50 p-5 ring-1 ring-navy-100">
      <label htmlFor={linkId} className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Share2 className="h-4 w-4 text-gold-600" aria-hidden="true" />
        Compartir esta propiedad
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={linkId}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-navy-200 bg-white px-3 text-sm text-navy-700"
        />
        <Button type="button" variant="navy" size="sm" className="h-10" onClick={() => void copyLink()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copiar enlace
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
          target="_blank"
          rel="noopener"
          className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
        >
          Enviar por WhatsApp
        </a>
        {canShare && (
          <button
            type="button"
            onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
            className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
          >
            Más opciones
          </button>
        )}
      </div>
    </div>
  );
}
