import { MessageSquareQuote } from 'lucide-react';
import { materialLabel, pictureFor } from '@shared/materials';
import { productMessages } from '@shared/messages/catalogue';
import type { NormalMaterial } from '@shared/options';
import { Button } from '../../components/ui/button';
import { openDialog } from '../../lib/dialog-store';

interface QuotedDesign {
  id: string;
  name: string;
  imageUrl: string | null;
  silverImageUrl: string | null;
  style?: string | null;
}

/**
 * Request a Quote from a product page: the quote dialog with the piece's summary in the metal shown,
 * and its id, so the desk can answer with a price the customer pays through a link (issue 27, point 2).
 */
export function RequestQuoteButton({ design, material }: { design: QuotedDesign; material: NormalMaterial }) {
  const open = () => openDialog('quote', {
    design: { id: design.id, name: design.name, material: materialLabel(material), style: design.style ?? null, imageUrl: pictureFor(material, design) },
  });
  return (
    <Button variant="ghost" size="sm" className="-ml-4 gap-2" onClick={open} data-testid="product-quote">
      <MessageSquareQuote size={18} strokeWidth={1.5} aria-hidden /> {productMessages.requestQuote}
    </Button>
  );
}
