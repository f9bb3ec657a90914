/**
 * A listing's document comes from the gateway with the listing's own title and link-preview tags (the landing's kept
 * in `data-site-*`) and its schema.org data (`data-page-head`); see gateway/src/static/page-documents.ts. Once the
 * visitor moves to another page inside the app, those describe nothing on screen: this puts the site's back.
 */
export function restoreSiteHead(): void {
  for (const element of document.head.querySelectorAll<HTMLElement>('[data-site-content], [data-site-title]')) {
    if (element instanceof HTMLMetaElement && element.dataset.siteContent !== undefined) element.content = element.dataset.siteContent;
    if (element instanceof HTMLTitleElement && element.dataset.siteTitle !== undefined) element.text = element.dataset.siteTitle;
    delete element.dataset.siteContent;
    delete element.dataset.siteTitle;
  }
  for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
}

/** The site's value of a head tag the server may have set for its page (what a page restores when it leaves). */
export function siteValueOf(element: HTMLMetaElement): string {
  return element.dataset.siteContent ?? element.content;
}

export function siteTitle(): string {
  return document.querySelector<HTMLTitleElement>('head > title')?.dataset.siteTitle ?? document.title;
}
