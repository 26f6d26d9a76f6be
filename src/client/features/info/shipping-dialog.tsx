import { Effective, InfoDialogBody, InfoList, InfoSection, SupportEmail } from './info-dialog-body';

export default function ShippingDialog() {
  return (
    <InfoDialogBody eyebrow="Client care" title="Shipping & Delivery" lead="Free, insured and tracked delivery, from our bench to your door.">
      <InfoSection title="Made first, then sent">
        <p>
          Every piece is made to order once full payment is received. Production takes about 4-6 weeks. When your piece
          has been finished and inspected, it is packed and dispatched, and we write to you with its tracking number.
        </p>
      </InfoSection>
      <InfoSection title="Delivery times after dispatch">
        <InfoList>
          <li>United States: 2-5 business days.</li>
          <li>International: 5-10 business days.</li>
        </InfoList>
        <p>Carriers can take longer around holidays or at customs; the tracking link shows where your parcel is.</p>
      </InfoSection>
      <InfoSection title="Free, insured and worldwide">
        <p>
          Shipping is free on every order and every parcel is insured and tracked. We deliver to more than 50 countries.
        </p>
      </InfoSection>
      <InfoSection title="Duties and taxes">
        <p>
          Prices are in US dollars. For deliveries outside the United States, any import duties, taxes or customs fees
          charged on arrival are the responsibility of the recipient.
        </p>
      </InfoSection>
      <InfoSection title="Your address">
        <p>
          Please check your shipping address before you pay. If something needs correcting, or a parcel seems to have
          gone astray, write to <SupportEmail /> and we will take it up with the carrier.
        </p>
      </InfoSection>
      <Effective />
    </InfoDialogBody>
  );
}
