import { site } from '../../lib/site';
import { InfoDialogBody } from '../info/info-dialog-body';

export default function CareersDialog() {
  return (
    <InfoDialogBody eyebrow="Careers" title="Join the Team" lead="We are always glad to meet jewelers, designers and people who care for clients.">
      <p className="font-sans text-sm leading-relaxed text-graphite">
        You may also write to us at{' '}
        <a className="text-gold-deep underline underline-offset-2" href={`mailto:${site.careersEmail}`}>
          {site.careersEmail}
        </a>
        .
      </p>
    </InfoDialogBody>
  );
}
