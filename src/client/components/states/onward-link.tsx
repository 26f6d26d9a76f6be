import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

/** The one way on from an empty or missing page (Browse Collections by default), as the primary button. */
export function OnwardLink({ to = '/collections', children }: { to?: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('primary', 'md', 'mt-10')}>
      {children} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
    </Link>
  );
}
