import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A table that scrolls sideways inside its own box on narrow screens instead of widening the page. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-navy-100 bg-navy-50/60', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-navy-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-navy-50/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-11 px-4 text-xs font-semibold tracking-wider whitespace-nowrap text-navy-500 uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3.5 align-middle text-navy-800', className)} {...props} />;
}

export interface TableColumn {
  label: string;
  className?: string;
  /** Named for screen readers only, e.g. the actions column. */
  srOnly?: boolean;
}

/** The header row, from the columns' labels. */
export function TableColumns({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <TableHeader>
      <tr>
        {columns.map((column) => (
          <TableHead key={column.label} className={column.className}>
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </TableHead>
        ))}
      </tr>
    </TableHeader>
  );
}

export interface ResponsiveTableProps {
  columns: readonly TableColumn[];
  /** The table's rows (TableRow), shown from `xl` up. */
  rows: ReactNode;
  /** One card (<li>) per row, shown below `xl`, where that many columns do not fit. */
  cards: ReactNode;
}

/** The portal's lists: a table in a card on wide screens, a grid of cards on phones and tablets. */
export function ResponsiveTable({ columns, rows, cards }: ResponsiveTableProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100 xl:block">
        <Table>
          <TableColumns columns={columns} />
          <TableBody>{rows}</TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:hidden">{cards}</ul>
    </>
  );
}
