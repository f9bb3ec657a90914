import { useEffect } from 'react';

export type DocumentMeta = {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** Open Graph type: `website` for pages, `article` for a listing. */
  type?: 'website' | 'article';
};

const SITE_NAME = 'Prestigio';

function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** Finds or creates `<meta {attribute}="{key}">` in the head. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the title, description and Open Graph tags of a client-rendered page for as long as it is shown, and puts
 * the previous title and description back when it goes (the landing's own come from index.html).
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const { title, description, image, type = 'website' } = meta ?? {};

  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const previousTitle = document.title;
    const descriptionTag = metaTag('name', 'description');
    const previousDescription = descriptionTag.content;

    document.title = title;
    descriptionTag.content = description;
    const openGraph: Record<string, string> = {
      'og:title': title,
      'og:description': description,
      'og:type': type,
      'og:url': window.location.href,
      'og:site_name': SITE_NAME,
      'og:locale': 'es_MX',
    };
    if (image) openGraph['og:image'] = absoluteUrl(image);
    const added = Object.entries(openGraph).map(([property, content]) => {
      const tag = metaTag('property', property);
      tag.content = content;
      return tag;
    });

    return () => {
      document.title = previousTitle;
      descriptionTag.content = previousDescription;
      added.forEach((tag) => tag.remove());
    };
  }, [title, description, image, type]);
}
