import { InfoDialogBody, InfoSection } from './info-dialog-body';

export default function GoldStandardDialog() {
  return (
    <InfoDialogBody
      eyebrow="Our Gold Standard"
      title="In Gold We Trust"
      lead="Solid 14k gold and .925 sterling silver, never plated: metals chosen to be worn every day and handed on."
    >
      <InfoSection title="Permanence">
        <p>
          A plated charm is a thin skin of gold over a cheaper metal. In time the skin wears through and the piece changes
          colour. We do not make jewelry that way. Every piece we cast is solid metal from surface to core.
        </p>
        <p>
          Solid gold does not tarnish, flake or fade. It can be polished again after years of wear and will look as it did
          the day it arrived. That is the kind of object worth making for a memory.
        </p>
      </InfoSection>
      <InfoSection title="Fidelity">
        <p>
          The piece you receive is the piece you designed. Its form, its proportions and its details follow the design you
          approved, and the metal is the one you chose: 14k gold or .925 sterling silver, nothing substituted.
        </p>
      </InfoSection>
      <InfoSection title="Craft and Care">
        <p>
          Each piece is cast, cleaned, finished and polished by hand, then inspected before it leaves the bench. We look at
          it as a client would: the edges, the surface, the clasp ring, the way it catches the light.
        </p>
      </InfoSection>
      <InfoSection title="The Measure of Gold">
        <p>
          14k gold is 58.5% pure gold, alloyed with silver and copper for strength. It is harder than 18k or 24k gold, so it
          keeps fine detail and resists the knocks of daily wear, while keeping gold&rsquo;s warmth and its value.
        </p>
        <p>
          Sterling silver is 92.5% pure silver, the standard marked .925. It is bright, substantial and, cared for with an
          occasional polish, it will last as long as you wear it. Either way, the price you see is in US dollars and
          reflects the metal and the work.
        </p>
      </InfoSection>
    </InfoDialogBody>
  );
}
