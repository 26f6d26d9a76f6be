import { Effective, InfoDialogBody, InfoList, InfoSection, SupportEmail } from './info-dialog-body';

export default function ReturnsDialog() {
  return (
    <InfoDialogBody eyebrow="Return Policy" title="Returns & Exchanges" lead="Each piece is made to order for one person. Here is how we look after it once it reaches you.">
      <InfoSection title="All sales are final">
        <p>
          Production begins as soon as your payment is received, and the piece is cast for you alone. For that reason,
          orders cannot be cancelled once placed, and we do not accept returns or exchanges.
        </p>
        <p>Please take a moment before you pay to check your design, your choice of metal and the size.</p>
      </InfoSection>
      <InfoSection title="If your piece arrives with a defect">
        <p>
          We stand behind our work. If your piece has a defect in material or workmanship, we will repair, remake or
          replace it free of charge.
        </p>
        <InfoList>
          <li>Write to <SupportEmail /> within seven days of delivery.</li>
          <li>Include clear photos of the piece and a short description of the problem.</li>
          <li>We will reply with a prepaid return label, so sending the piece back costs you nothing.</li>
          <li>Once it arrives, we repair or replace it and send it back to you, insured.</li>
        </InfoList>
      </InfoSection>
      <InfoSection title="What is not a defect">
        <p>
          Ordinary wear, scratches and knocks from daily life, damage from accidents or alterations by others, and a
          change of mind are not defects. We are always glad to advise on care and polishing.
        </p>
      </InfoSection>
      <Effective />
    </InfoDialogBody>
  );
}
