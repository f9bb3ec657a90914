let serverData: Record<string, unknown> | undefined;

/**
 * API answers the gateway wrote into the first page's document (a listing's page carries the listing; see
 * gateway/src/static/page-documents.ts), by their URL: SWR's fallback, so that page renders at once without asking
 * again. Read once; later pages fetch as usual.
 */
export function serverFallbackData(): Record<string, unknown> {
  if (serverData === undefined) {
    const source = typeof document === 'undefined' ? null : document.getElementById('page-data')?.textContent;
    try {
      serverData = source ? (JSON.parse(source) as Record<string, unknown>) : {};
    } catch {
      serverData = {};
    }
  }
  return serverData;
}
