import { InfoDialogBody, InfoSection } from './info-dialog-body';

export default function CraftDialog() {
  return (
    <InfoDialogBody eyebrow="At the bench" title="Our Craft" lead="Casting, finishing and the promise behind the metal: how a design becomes a piece you can hold.">
      <InfoSection title="Casting">
        <p>
          Every design is prepared as a precise model and cast by the lost-wax method, the way fine jewelry has been made
          for centuries. The model is set in a mould, the wax is burned out, and molten metal fills the space it left.
        </p>
        <p>
          We cast in our workshops in Hollywood, Florida; Vancouver; Amsterdam and Eindhoven, in solid 14k gold or .925
          sterling silver only.
        </p>
      </InfoSection>
      <InfoSection title="Finishing">
        <p>
          A fresh casting is rough. Our artisans remove the sprue, refine every edge and surface, and bring the piece to
          the finish you chose: a bright polish, a softened vintage patina that settles into the details, or a brushed
          satin surface.
        </p>
      </InfoSection>
      <InfoSection title="Authenticity">
        <p>
          What we say about the metal is exactly what you receive. Gold pieces are 14k solid gold and silver pieces are
          .925 sterling, through and through. Nothing is plated, filled or coated to look like something it is not.
        </p>
      </InfoSection>
      <InfoSection title="At the Bench">
        <p>
          Before a piece is packed, it is inspected by hand against the design you approved: the proportions, the detail,
          the surface and the jump ring. Only then is it boxed, insured and sent on its way to you.
        </p>
      </InfoSection>
    </InfoDialogBody>
  );
}
