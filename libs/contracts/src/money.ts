/** The agency's currency (DESIGN §3): MXN formatted es-MX with no decimals, everywhere. The time zone: agency-time.ts. */
const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatMXN(amount: number): string {
  return mxn.format(amount);
}

/** Price as a listing shows it: rents are per month. */
export function formatPropertyPrice(amount: number, operationType: string): string {
  return operationType === 'rentar' ? `${formatMXN(amount)}/mes` : formatMXN(amount);
}
