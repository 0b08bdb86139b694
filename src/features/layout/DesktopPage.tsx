import './desktop.css';
import type { ReactNode } from 'react';

/** The frame of a desktop page (its own class names the page), with the styles every desktop page shares. */
export function DesktopPage({ className, children, ...rest }: { className?: string; children: ReactNode; 'data-category'?: string; 'aria-busy'?: boolean }) {
  return (
    <main className={className ? `dk-page ${className}` : 'dk-page'} {...rest}>
      {children}
    </main>
  );
}

/** A page that only says what it is doing while it moves the player on (logging out, opening the exchange). */
export function WorkingScreen({ text }: { text: string }) {
  return (
    <DesktopPage className="dk-working" aria-busy>
      <p role="status">{text}</p>
    </DesktopPage>
  );
}
