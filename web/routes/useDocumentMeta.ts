import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from './routeHandle.ts';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the document title and meta description of the deepest matched route. */
export function useDocumentMeta(): void {
  const matches = useMatches();
  const meta = matches.map((match) => match.handle).filter(isRouteHandle).at(-1)?.meta;

  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    setMetaDescription(meta.description);
  }, [meta]);
}
