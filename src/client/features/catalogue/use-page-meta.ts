import { useEffect } from 'react';
import { site } from '../../lib/site';

export interface PageMeta {
  /** The page's own name; the document title reads '{title} — {shop name}'. */
  title: string;
  description: string;
  /** Open Graph tags, for a shared link that shows the piece (product pages). */
  og?: { title: string; description: string; image?: string | null };
}

/** Finds or makes `<meta {attr}="{key}">` and sets its content; returns a function that restores it. */
function setMeta(attr: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  const previous = tag.content;
  tag.content = content;
  const element = tag;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * Sets the document title ('{page} — {shop}') and the description meta while the page is shown, and
 * for product pages og:title, og:description and og:image (client-side); restores them on leave.
 * `null` leaves everything as it is (a page still loading).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const ogTitle = meta?.og?.title;
  const ogDescription = meta?.og?.description;
  const ogImage = meta?.og?.image;

  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const previousTitle = document.title;
    document.title = `${title} — ${site.name}`;
    const restore = [setMeta('name', 'description', description)];
    if (ogTitle !== undefined) {
      restore.push(setMeta('property', 'og:title', ogTitle));
      restore.push(setMeta('property', 'og:description', ogDescription ?? description));
      restore.push(setMeta('property', 'og:url', window.location.href));
      if (ogImage) restore.push(setMeta('property', 'og:image', absolute(ogImage)));
    }
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, ogTitle, ogDescription, ogImage]);
}
