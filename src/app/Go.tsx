import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Replaces the address with another (a path the current layout shows differently). */
export function Go({ to, search }: { to: string; search?: Record<string, string | number> | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to, search: search as never, replace: true });
  }, [navigate, to, search]);
  return null;
}
