import type { ReactNode } from 'react';
import { useId } from 'react';
import { AuthLogo } from './AuthLogo';
import './auth.css';

/** The frame every auth screen shares: logo, a card with the title and form, and a line under it. */
export function AuthScreen({ title, subtitle, children, after }: { title: string; subtitle?: string; children: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <main className="page auth-page">
      <AuthLogo />
      <section className="auth-card" aria-labelledby={id}>
        <h1 id={id} className="auth-title">
          {title}
        </h1>
        {subtitle && <p className="auth-sub">{subtitle}</p>}
        {children}
      </section>
      {after && <div className="auth-after">{after}</div>}
    </main>
  );
}
