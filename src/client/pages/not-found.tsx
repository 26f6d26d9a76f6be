import { Link } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { buttonClasses } from '../components/ui/button';
import { PageHeading } from '../components/ui/page-heading';
import { notFound } from '@shared/messages/not-found';

export default function NotFoundPage() {
  return (
    <PageFrame narrow className="flex min-h-[56vh] flex-1 flex-col items-center justify-center text-center">
      <PageHeading lead={notFound.description} className="mb-10">
        {notFound.title}
      </PageHeading>
      <Link to="/" className={buttonClasses('secondary')}>
        Return Home
      </Link>
    </PageFrame>
  );
}
