import { ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Design } from '@shared/contracts/designs';
import { productMessages } from '@shared/messages/catalogue';
import type { NormalMaterial } from '@shared/options';
import { Button } from '../../components/ui/button';
import { useAddToBag } from './add-to-bag';
import { BuyNowButton } from './buy-now-button';
import { QuantityStepper } from './quantity-stepper';

/**
 * A product page's buying controls (spec 02 'Product detail'): the quantity, Add to Bag with the
 * chosen material, `beside` them (the wishlist's Save), then Buy Now.
 */
export function PurchaseControls({ design, material, beside }: { design: Design; material: NormalMaterial; beside?: ReactNode }) {
  const addLine = useAddToBag();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const addToBag = async () => {
    setAdding(true);
    try {
      // Spec 02 section 7: the product page sends customizations as a JSON string.
      await addLine(design.id, quantity, JSON.stringify({ material }));
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <QuantityStepper value={quantity} onChange={setQuantity} busy={adding} />
        <Button className="min-w-[200px] flex-1" onClick={() => void addToBag()} disabled={adding} data-testid="add-to-bag">
          <ShoppingBag size={18} strokeWidth={1.5} aria-hidden />
          {adding ? productMessages.adding : 'Add to Bag'}
        </Button>
        {beside}
      </div>
      <BuyNowButton design={design} material={material} quantity={quantity} className="mt-3" />
    </>
  );
}
