import type { ReactNode } from 'react';

/** A section of the home page under its titled head (the head names the section for screen readers). */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
