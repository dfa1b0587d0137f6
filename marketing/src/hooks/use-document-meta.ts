import { useEffect } from 'react';

interface DocumentMeta {
  /** Full document title; left alone when absent (the shell sets a default). */
  title?: string;
  description: string;
}

/** Per-route title and meta description for search engines and link previews. */
export function useDocumentMeta({ title, description }: DocumentMeta) {
  useEffect(() => {
    if (title) document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
