import { InfoDialogBody, InfoList, InfoSection } from './info-dialog-body';
import { openDialog } from '../../lib/dialog-store';

export default function OneOfOneDialog() {
  return (
    <InfoDialogBody eyebrow="Made for one" title="One-of-One" lead="Every design begins with your words. The exclusivity upgrade makes sure it also ends with you.">
      <InfoSection title="Made to order, always">
        <p>
          Nothing we make waits on a shelf. Each piece is cast after it is ordered, for the person who ordered it. Designs
          from the Design Lab may also appear in our public collection, where other clients can find them and order a
          piece of their own.
        </p>
      </InfoSection>
      <InfoSection title="The exclusivity upgrade">
        <p>
          If you would rather your design belonged to you alone, choose the exclusivity upgrade. With it, your design is
          cast once, for you, and is never offered to anyone else.
        </p>
        <InfoList>
          <li>Your design is withdrawn from the public collection.</li>
          <li>It is not cast again for another client.</li>
          <li>Your piece is the only one of its kind.</li>
        </InfoList>
      </InfoSection>
      <InfoSection title="How to ask for it">
        <p>
          Mention the exclusivity upgrade when you request a quote, or write to us before you order. We will confirm its
          cost for your piece in US dollars before anything is made.
        </p>
        <p>
          <button type="button" className="text-gold-deep underline underline-offset-2 hover:text-ink" onClick={() => openDialog('quote')}>
            Request a quote
          </button>
        </p>
      </InfoSection>
    </InfoDialogBody>
  );
}
