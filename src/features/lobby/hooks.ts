import { useEffect, useState } from 'react';

/** True once the page is scrolled beyond `px` (300 px for the category navigation and scroll-to-top). */
export function useScrolledPast(px = 300): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    let frame = 0;
    const on = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPast(window.scrollY > px));
    };
    addEventListener('scroll', on, { passive: true });
    on();
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', on);
    };
  }, [px]);
  return past;
}
