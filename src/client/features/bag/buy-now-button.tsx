import { Zap } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Design } from '@shared/contracts/designs';
import { productMessages } from '@shared/messages/catalogue';
import type { NormalMaterial } from '@shared/options';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useAddToBag } from './add-to-bag';

/** Buy Now: adds the line with the chosen material and quantity, then goes to /checkout. */
export function BuyNowButton({ design, material, quantity, className }: { design: Design; material: NormalMaterial; quantity: number; className?: string }) {
  const addLine = useAddToBag();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const buyNow = async () => {
    setBusy(true);
    try {
      const added = await addLine(design.id, quantity, JSON.stringify({ material }));
      if (!added) throw new Error('The line was not added.');
      void navigate('/checkout');
    } catch {
      toast({ variant: 'destructive', ...productMessages.buyNowFailed });
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className={cn('w-full', className)} disabled={busy} onClick={() => void buyNow()} data-testid="buy-now">
      <Zap size={18} strokeWidth={1.5} aria-hidden />
      {productMessages.buyNow}
    </Button>
  );
}
