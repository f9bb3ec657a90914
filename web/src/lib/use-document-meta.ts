import { useEffect } from 'react';
import { siteTitle, siteValueOf } from './server-head';

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

type MetaChange = {
  attribute: 'name' | 'property';
  key: string;
  /** null takes the tag out while the page is shown. */
  content: string | null;
};

/** Applies the changes to the head's meta tags; the function returned puts every tag back as it was. */
function changeMeta(changes: readonly MetaChange[]): () => void {
  const restores = changes.map(({ attribute, key, content }) => {
    const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (content === null) {
      existing?.remove();
      return () => existing && document.head.append(existing);
    }
    if (existing) {
      // A server-rendered page's tag goes back to the site's value, not to the page's own.
      const previous = siteValueOf(existing);
      existing.content = content;
      return () => {
        existing.content = previous;
      };
    }
    const created = document.createElement('meta');
    created.setAttribute(attribute, key);
    created.content = content;
    document.head.append(created);
    return () => created.remove();
  });
  return () => restores.reverse().forEach((restore) => restore());
}

/**
 * Sets the title, description and link-preview tags (Open Graph, Twitter) of a client-rendered page for as long as
 * it is shown, and puts the landing's own (from index.html) back when it goes.
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const { title, description, image, type = 'website' } = meta ?? {};

  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const previousTitle = siteTitle();
    document.title = title;
    const property = (key: string, content: string | null): MetaChange => ({ attribute: 'property', key, content });
    const name = (key: string, content: string | null): MetaChange => ({ attribute: 'name', key, content });
    const changes = [
      name('description', description),
      property('og:title', title),
      property('og:description', description),
      property('og:type', type),
      property('og:url', window.location.href),
      property('og:site_name', SITE_NAME),
      property('og:locale', 'es_MX'),
      name('twitter:title', title),
      name('twitter:description', description),
    ];
    if (image) {
      const imageUrl = absoluteUrl(image);
      // The landing's picture facts (size, type, alt) do not describe the page's own picture.
      changes.push(
        property('og:image', imageUrl),
        property('og:image:type', null),
        property('og:image:width', null),
        property('og:image:height', null),
        property('og:image:alt', title),
        name('twitter:image', imageUrl),
      );
    }
    const restore = changeMeta(changes);

    return () => {
      document.title = previousTitle;
      restore();
    };
  }, [title, description, image, type]);
}
