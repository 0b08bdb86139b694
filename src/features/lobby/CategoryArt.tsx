/** A drawn emblem per category tile (no third-party art). */
const ART: Record<string, { hue: number; path: string }> = {
  sports: { hue: 140, path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 3 3 2-1 4h-4l-1-4zM5 10l3 1 1 4-2 3M19 10l-3 1-1 4 2 3' },
  casino: { hue: 350, path: 'M6 4h12v16H6zM9 8h.01M15 16h.01M12 12h.01' },
  slot: { hue: 45, path: 'M4 6h16v12H4zM8 9v6M12 9v6M16 9v6' },
  table: { hue: 200, path: 'M7 4h10l3 8-8 8-8-8zM12 8v8M8 12h8' },
  crash: { hue: 15, path: 'M4 20 20 4M14 4h6v6M4 14l3 3' },
  fishing: { hue: 190, path: 'M3 12c4-5 10-5 14 0-4 5-10 5-14 0zM17 12l4-3v6zM8 11h.01' },
  arcade: { hue: 280, path: 'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-3a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M16 12h.01M18 14h.01' },
  lottery: { hue: 100, path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h6l-3 7' },
  poker: { hue: 320, path: 'M12 4c-3 4-7 6-7 10a4 4 0 0 0 7 2.5 4 4 0 0 0 7-2.5c0-4-4-6-7-10zM12 16.5 11 20h2z' },
  egames: { hue: 230, path: 'M4 5h16v11H4zM9 20h6M12 16v4M10 8.5v4l3.5-2z' },
  bingo: { hue: 60, path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 10h1.5a1 1 0 0 1 0 2H11v-2zm0 2h2a1 1 0 0 1 0 2h-2z' },
};

export function CategoryArt({ slug }: { slug: string }) {
  const a = ART[slug] ?? { hue: 45, path: 'M4 4h16v16H4z' };
  return (
    <span className="dk-cat-art" style={{ background: `linear-gradient(135deg, hsl(${a.hue} 70% 42%), hsl(${a.hue + 30} 70% 22%))` }} aria-hidden="true">
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={a.path} fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
