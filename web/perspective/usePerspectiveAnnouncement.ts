import { useEffect, useRef } from 'react';
import { perspectiveChangedToast } from '../content/site.ts';
import { useToast } from '../components/toast/toastContext.ts';
import { usePerspective } from './perspectiveContext.ts';

/** Confirms a perspective switch with a toast (also announced to screen readers). */
export function usePerspectiveAnnouncement(): void {
  const { perspective } = usePerspective();
  const { toast } = useToast();
  const announced = useRef(perspective);

  useEffect(() => {
    if (announced.current === perspective) return;
    announced.current = perspective;
    toast({ title: perspectiveChangedToast.title, description: perspectiveChangedToast.description[perspective] });
  }, [perspective, toast]);
}
