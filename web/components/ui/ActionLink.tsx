import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shell } from '../../content/site.ts';
import type { Cta } from '../../content/types.ts';
import { buttonStyle, type ButtonVariant } from './buttonStyles.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface ActionLinkProps {
  readonly cta: Cta;
  /** Button look; without it the link is styled by its surroundings. */
  readonly variant?: ButtonVariant;
  /** Shown after the label, hidden from screen readers (arrows, icons). */
  readonly trailing?: ReactNode;
  readonly onClick?: () => void;
}

/** In-page anchors, mail links and absolute URLs stay plain anchors; site paths go through the router. */
function isRouterPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Renders a content call to action: a router link for site paths, an anchor for mail links and
 * in-page anchors, and a new-tab link (announced to screen readers) for external sites.
 */
export function ActionLink({ cta, variant, trailing, onClick }: ActionLinkProps) {
  const style = variant ? buttonStyle(variant) : undefined;
  const content = (
    <>
      {cta.label}
      {trailing && <span aria-hidden="true">{trailing}</span>}
      {cta.external && <VisuallyHidden> {shell.newTabNote}</VisuallyHidden>}
    </>
  );
  if (cta.external) {
    return (
      <a href={cta.href} target="_blank" rel="noopener noreferrer" css={style} onClick={onClick}>
        {content}
      </a>
    );
  }
  if (isRouterPath(cta.href)) {
    return (
      <Link to={cta.href} css={style} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <a href={cta.href} css={style} onClick={onClick}>
      {content}
    </a>
  );
}
