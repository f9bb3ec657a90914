import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** E.g. "Mostrando 1–20 de 85 propiedades". */
  summary: string;
  disabled?: boolean;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('es-MX');

/** Previous/next paging with where the reader is; the summary is a live region so page changes are announced. */
export function Pagination({ page, pageCount, onPageChange, summary, disabled = false, className }: PaginationProps) {
  return (
    <nav
      aria-label="Paginación"
      className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      <p className="text-sm text-navy-700" aria-live="polite">
        {summary}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(page - 1)}
            disabled={disabled || page <= 1}
            aria-label="Página anterior"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Anterior</span>
          </Button>
          <span className="min-w-24 text-center text-sm font-medium text-navy-800">
            Página {numberFormat.format(page)} de {numberFormat.format(pageCount)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={disabled || page >= pageCount}
            aria-label="Página siguiente"
          >
            <span className="hidden sm:inline">Siguiente</span>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
