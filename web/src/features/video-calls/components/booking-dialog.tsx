import { VIDEO_CALL_DURATION_MINUTES, videoCallConfirmationText, type ChatBookedCall, type VideoCallBooked } from '@prestigio/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { bookVideoCall } from '../api/book-video-call';
import { SlotPicker } from './slot-picker';

/** How a page hands a chat's video-call offer to the booking dialog (the chat widget renders it through a slot). */
export interface VideoCallBookingDialogProps {
  /** The lead the chat's `video_call_offer` named; null while no offer is open. */
  leadId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful booking with the confirmation text the chat posts as the visitor's message, and the call. */
  onBooked: (confirmationText: string, call: ChatBookedCall) => void;
  /** Books another way than with `leadId` (the manage page books again with its token). */
  book?: (scheduledAt: string) => Promise<VideoCallBooked>;
}

const isAvailabilityKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/video-calls/availability');

/** "Agendar Videollamada con IA" (spec §2, §4, §5, §8): a day, an hour, and the booking. */
export function VideoCallBookingDialog({ leadId, open, onOpenChange, onBooked, book }: VideoCallBookingDialogProps) {
  const { mutate } = useSWRConfig();
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setDate(null);
    setStartsAt(null);
  };

  const submit = async () => {
    if (!date || !startsAt) {
      toast({ title: 'Error', description: 'Por favor selecciona fecha y hora para la videollamada' });
      return;
    }
    if (!leadId && !book) {
      toast({ title: 'Error', description: 'No se pudo agendar la videollamada. Por favor intenta nuevamente.' });
      return;
    }
    setSubmitting(true);
    try {
      const { videoCall } = book ? await book(startsAt) : await bookVideoCall({ leadId: leadId!, scheduledAt: startsAt, durationMinutes: VIDEO_CALL_DURATION_MINUTES });
      const confirmation = videoCallConfirmationText(new Date(videoCall.scheduledAt));
      toast({ title: 'Videollamada agendada', description: confirmation });
      reset();
      onOpenChange(false);
      onBooked(confirmation, { scheduledAt: videoCall.scheduledAt, meetingUrl: videoCall.meetingUrl, managePath: videoCall.managePath });
    } catch {
      toast({ title: 'Error', description: 'No se pudo agendar la videollamada. Por favor intenta nuevamente.' });
      // The slot may have been taken meanwhile: show the current free slots.
      void mutate(isAvailabilityKey);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (submitting) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      {/* On a phone the calendar and the slots are taller than the screen: the dialog scrolls inside it. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>Agendar Videollamada con IA</DialogTitle>
        <DialogDescription>
          Elija el día y la hora de su videollamada de {VIDEO_CALL_DURATION_MINUTES} minutos con un asesor. Los horarios están
          en hora del centro de México.
        </DialogDescription>
        {open && (
          <SlotPicker date={date} startsAt={startsAt} onDateChange={setDate} onStartsAtChange={setStartsAt} disabled={submitting} />
        )}
        {/* Stacked full width on a phone (the two did not fit one line there), apart from the slots above. */}
        <DialogFooter className="mt-6">
          <Button type="button" variant="secondary" disabled={submitting} onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="button" variant="gold" disabled={!date || !startsAt || submitting} onClick={() => void submit()}>
            {submitting ? 'Agendando...' : 'Agendar videollamada'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
