import { searchFromUrl } from '@prestigio/contracts';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';

// The form (zod, react-hook-form, the dialog) loads when the visitor asks for it, never with the landing.
const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog')).SaveSearchDialog }));

/**
 * "Guardar búsqueda" beside the results: saves the search in the page's address, which is the one on screen (the
 * landing keeps its search there).
 */
export function SaveSearchButton({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const search = searchFromUrl(params);
  if (!search) return null;
  return (
    <>
      <Button type="button" variant="secondary" className={className} onClick={() => setOpen(true)}>
        <BellPlus className="h-4 w-4" aria-hidden="true" />
        Guardar búsqueda
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog criteria={search.criteria} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
