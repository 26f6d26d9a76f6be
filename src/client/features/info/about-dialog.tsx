import { Monogram } from '../../components/ui/monogram';
import { site } from '../../lib/site';
import { InfoDialogBody, InfoSection } from './info-dialog-body';

export default function AboutDialog() {
  return (
    <InfoDialogBody
      eyebrow="Since 2015"
      title="Who We Are"
      lead={`${site.name} is a small atelier that makes each piece for the person who imagined it, in solid 14k gold or .925 sterling silver.`}
    >
      <div className="flex items-center gap-4">
        <Monogram className="size-16" title={`${site.name} monogram`} />
        <p className="font-display text-[20px] font-semibold uppercase tracking-[0.28em] text-ink">{site.name}</p>
      </div>
      <InfoSection title="A house built on one idea">
        <p>
          We began in 2015 with a simple conviction: the jewelry people keep for a lifetime should say something about them.
          Not a logo, not a trend, but a memory, a person, a place or a private joke, rendered in metal that lasts.
        </p>
        <p>
          For most of history that meant a long wait and a jeweller you knew by name. We wanted to keep the care of that
          old way and lose the distance, so that anyone with an idea could hold it in their hand a few weeks later.
        </p>
      </InfoSection>
      <InfoSection title="From words to metal">
        <p>
          It begins in the Design Lab. You describe the piece in your own words and see a design drawn from them, with its
          name, its measures and its price. You refine it until it feels right, then choose gold or silver.
        </p>
        <p>
          From there the work passes to our artisans. Each order is cast in one of our workshops in Hollywood, Florida;
          Vancouver; Amsterdam or Eindhoven, then finished, inspected and sent to you, insured, at no charge.
        </p>
      </InfoSection>
      <InfoSection title="What we hold to">
        <p>
          Solid metal only, never plated. Clear prices in US dollars, with nothing added at checkout. Pieces made for one
          person rather than pulled from a shelf. And a reply from a real person whenever you write to us.
        </p>
      </InfoSection>
      <InfoSection title="Credits">
        <p>
          The Design Lab draws many of its subjects from open icon sets, reshaped as metal: icons by game-icons.net authors
          (Lorc, Delapouite and contributors), CC BY 3.0; Material Design Icons by Pictogrammers, Apache 2.0; Phosphor,
          Tabler Icons, Health Icons and Microsoft&rsquo;s Fluent Emoji, MIT. Constellations are drawn from star
          positions by Olaf Frohn (d3-celestial), BSD 3-Clause. It reads your words with the help of WordNet, Princeton
          University.
        </p>
      </InfoSection>
    </InfoDialogBody>
  );
}
