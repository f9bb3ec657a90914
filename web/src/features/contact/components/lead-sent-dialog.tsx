import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';

/** Spec §2/§4: after a message is sent this dialog stays open until the visitor presses "Aceptar". */
export function LeadSentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="text-center">
        <CircleCheck className="mx-auto h-14 w-14 text-gold-500" aria-hidden="true" />
        <DialogTitle className="mt-4 pr-0">¡Mensaje enviado!</DialogTitle>
        <DialogDescription>
          Gracias por contactarnos. Uno de nuestros asesores se comunicará con usted a la brevedad, dentro de
          nuestro horario de atención.
        </DialogDescription>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button variant="navy" size="lg" className="min-w-40">
              Aceptar
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
