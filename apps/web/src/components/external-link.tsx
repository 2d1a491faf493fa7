import type { AnchorHTMLAttributes, ReactNode } from 'react';
import hidden from './visually-hidden.module.css';

/** A link that leaves the portal: opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className={hidden.visuallyHidden}> (se abre en una pestaña nueva)</span>
    </a>
  );
}
