import { useEffect, useRef } from 'react';
import { perspectiveChangedToast } from '../content/site.ts';
import { useToast } from '../components/toast/toastContext.ts';
import { usePerspective } from './perspectiveContext.ts';

/**
 * Confirms a perspective switch with a toast (also announced to screen readers). The stored perspective
 * a page load applies (over a prerendered page, after the default's first render) is no switch.
 */
export function usePerspectiveAnnouncement(): void {
  const { perspective, switched } = usePerspective();
  const { toast } = useToast();
  const announced = useRef(perspective);

  useEffect(() => {
    if (announced.current === perspective) return;
    announced.current = perspective;
    if (!switched) return;
    toast({ title: perspectiveChangedToast.title, description: perspectiveChangedToast.description[perspective] });
  }, [perspective, switched, toast]);
}
