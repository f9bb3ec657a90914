import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** How a page hands a chat's video-call offer to the booking dialog (the chat widget renders it through a slot). */
export interface VideoCallBookingDialogProps {
  /** The lead the chat's `video_call_offer` named; null while no offer is open. */
  leadId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful booking with the confirmation text the chat posts as the visitor's message. */
  onBooked: (confirmationText: string) => void;
}

/** "Agendar Videollamada con IA" (spec §2). First version: the dialog frame; date and time selection come next. */
export function VideoCallBookingDialog({ open, onOpenChange }: VideoCallBookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Agendar Videollamada con IA</DialogTitle>
        <DialogDescription>Elija la fecha y la hora de su videollamada con un asesor.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
