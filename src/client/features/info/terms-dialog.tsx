import { site } from '../../lib/site';
import { Effective, InfoDialogBody, InfoSection, SupportEmail } from './info-dialog-body';

export default function TermsDialog() {
  return (
    <InfoDialogBody eyebrow="Effective January 1, 2025" title="Terms of Service" lead={`The terms under which ${site.name} designs, makes and delivers your jewelry.`}>
      <InfoSection title="Using the shop">
        <p>
          By using this site, creating an account or placing an order, you agree to these terms. The shop is not directed
          at anyone under 16. Please keep your account details private; you are responsible for activity under your
          account.
        </p>
      </InfoSection>
      <InfoSection title="Designs">
        <p>
          Designs from the Design Lab are generated from your description and are illustrations of the piece to be made.
          The finished piece follows the approved design closely, though small differences in proportion, texture and
          colour are a natural part of hand casting and finishing.
        </p>
        <p>
          Designs may appear in our public collection unless you choose the exclusivity upgrade. Please do not describe
          trademarks, logos or other people&rsquo;s work you do not have the right to use.
        </p>
      </InfoSection>
      <InfoSection title="Prices and payment">
        <p>
          All prices are in US dollars. Full payment is required before production begins. Shipping is free and no tax is
          added at checkout; outside the United States, import duties and taxes are the recipient&rsquo;s responsibility.
        </p>
      </InfoSection>
      <InfoSection title="Production and delivery">
        <p>
          Each piece is made to order in solid 14k gold or .925 sterling silver, never plated. Production takes about 4-6
          weeks. Delivery takes 2-5 business days within the US and 5-10 business days internationally after dispatch.
          These times are estimates, not guarantees.
        </p>
      </InfoSection>
      <InfoSection title="Final sale and defects">
        <p>
          All sales are final: orders cannot be cancelled, returned or exchanged. A piece with a defect reported to{' '}
          <SupportEmail /> within seven days of delivery, with photos and a description, is repaired or replaced free of
          charge, with a prepaid return label.
        </p>
      </InfoSection>
      <InfoSection title="Limitation of liability">
        <p>
          To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in
          these terms limits rights you have under law that cannot be waived.
        </p>
      </InfoSection>
      <InfoSection title="Governing law">
        <p>
          These terms are governed by the laws of the State of Wisconsin, United States. We may update them from time to
          time; the version in effect when you place an order applies to that order.
        </p>
      </InfoSection>
      <Effective />
    </InfoDialogBody>
  );
}
