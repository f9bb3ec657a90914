const areaFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** "1,250 m²" */
export function formatArea(squareMetres: number): string {
  return `${areaFormat.format(squareMetres)} m²`;
}
