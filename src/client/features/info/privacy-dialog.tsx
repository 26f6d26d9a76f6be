import { site } from '../../lib/site';
import { Effective, InfoDialogBody, InfoList, InfoSection, SupportEmail } from './info-dialog-body';

export default function PrivacyDialog() {
  return (
    <InfoDialogBody eyebrow="Effective January 1, 2025" title="Privacy Policy" lead={`How ${site.name} collects, uses and protects the information you share with us.`}>
      <InfoSection title="What we collect">
        <InfoList>
          <li>Account details: your email address, your name and a securely hashed password.</li>
          <li>Order details: your name, email, shipping address and the pieces you order.</li>
          <li>Your designs: the descriptions you write in the Design Lab and the designs made from them.</li>
          <li>Your messages: quote requests, contact messages, support tickets, chat messages and any images you attach.</li>
          <li>Career applications: the details and documents you choose to send us.</li>
          <li>Basic technical data, such as your IP address, used to keep the shop secure and to prevent abuse.</li>
        </InfoList>
      </InfoSection>
      <InfoSection title="Payments">
        <p>
          Card payments are handled by our payment processor. Your card details go directly to them; we never see or
          store your full card number.
        </p>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          To make and deliver your orders, to answer your questions and quotes, to keep your account and your bag, to
          send the emails you expect from us, and to improve the shop. We do not sell your personal information.
        </p>
      </InfoSection>
      <InfoSection title="Who we share it with">
        <p>
          Only the partners who help us serve you, and only what they need: our payment processor, our casting workshops,
          the carriers who deliver your parcel and the service that sends our emails. Each is bound to protect it.
        </p>
      </InfoSection>
      <InfoSection title="Storage in your browser">
        <p>
          We keep your sign-in session, your bag and your recent chat in your browser&rsquo;s storage so the shop works as
          you expect. You can clear them at any time by signing out or clearing your browser data.
        </p>
      </InfoSection>
      <InfoSection title="Retention and your rights">
        <p>
          We keep your information for as long as your account is open or as long as we need it for your orders and our
          legal obligations. You may ask to see, correct or delete your information by writing to <SupportEmail />.
        </p>
      </InfoSection>
      <InfoSection title="Children">
        <p>
          Our shop is not directed at, and does not target, anyone under 16. We do not knowingly collect information from
          children under 16; if you believe we have, please write to us and we will delete it.
        </p>
      </InfoSection>
      <InfoSection title="Changes and questions">
        <p>
          If we change how we handle your information, we will update this page and its effective date. Questions are
          always welcome at <SupportEmail />.
        </p>
      </InfoSection>
      <Effective />
    </InfoDialogBody>
  );
}
