import { site } from '../../lib/site';
import { InfoDialogBody } from '../info/info-dialog-body';

export default function ContactDialog() {
  return (
    <InfoDialogBody eyebrow="We reply within 24 hours" title="Contact Us" lead="Write to us about a design, an order or anything else; a member of the atelier will answer personally.">
      <p className="font-sans text-sm leading-relaxed text-graphite">
        Or write directly to{' '}
        <a className="text-gold-deep underline underline-offset-2" href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
        .
      </p>
    </InfoDialogBody>
  );
}
