import { InfoDialogBody } from './info-dialog-body';

export default function AboutDialog() {
  return <InfoDialogBody eyebrow="Since 2015" title="Who We Are" lead="A small atelier with casting benches in Hollywood FL, Vancouver, Amsterdam and Eindhoven, making each piece for the person who imagined it." />;
}
