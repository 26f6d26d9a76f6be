import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { designLabMessages } from '@shared/messages';

export default function DesignPage() {
  return (
    <PageFrame narrow>
      <PageHeading caps eyebrow="Design Lab" lead="Describe the piece you imagine, in your own words. We will draw it, name it and price it for you.">
        {designLabMessages.heading}
      </PageHeading>
      <QuietNote>The Design Lab is being prepared. In the meantime, our atelier is glad to quote any piece you describe.</QuietNote>
    </PageFrame>
  );
}
