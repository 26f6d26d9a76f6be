import { Link } from 'react-router';
import { ordersMessages } from '@shared/messages/orders';
import { buttonClasses } from '../../components/ui/button';
import { linkReceipt } from './api/documents';
import { DownloadButton } from './download-button';
import { ViewOrdersLink } from './view-orders-link';

/**
 * The ways on after a paid order (the checkout's completion, the receipt page): Continue Shopping,
 * the PDF receipt when the page knows the order's signed link (`trackingToken`, issue 26), and View
 * Orders; `email` is the address just paid with, when the page knows it.
 */
export function AfterOrderActions({ continueLabel, viewOrdersLabel, email, trackingToken }: { continueLabel: string; viewOrdersLabel: string; email?: string; trackingToken?: string }) {
  return (
    <div className="mt-10 flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      <Link to="/collections" className={buttonClasses('secondary', 'md')}>
        {continueLabel}
      </Link>
      {trackingToken ? <DownloadButton source={linkReceipt(trackingToken)} label={ordersMessages.downloadReceipt} look="large" testId="download-receipt" /> : null}
      <ViewOrdersLink label={viewOrdersLabel} email={email} />
    </div>
  );
}
