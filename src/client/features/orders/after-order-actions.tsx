import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ViewOrdersLink } from './view-orders-link';

/**
 * The ways on after a paid order (the checkout's completion, the receipt page): Continue Shopping,
 * and View Orders; `email` is the address just paid with, when the page knows it.
 */
export function AfterOrderActions({ continueLabel, viewOrdersLabel, email }: { continueLabel: string; viewOrdersLabel: string; email?: string }) {
  return (
    <div className="mt-10 flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      <Link to="/collections" className={buttonClasses('secondary', 'md')}>
        {continueLabel}
      </Link>
      <ViewOrdersLink label={viewOrdersLabel} email={email} />
    </div>
  );
}
