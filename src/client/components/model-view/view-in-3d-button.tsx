import { Rotate3d } from 'lucide-react';
import { viewIn3dLabel } from '@shared/messages/catalogue';
import { cn } from '../../lib/cn';
import { openDialog, type ModelMetal } from '../../lib/dialog-store';

/** The metal a piece is first shown in: silver for sterling silver and white gold (both read silver), gold otherwise. */
export function modelMetalOf(material: string | null | undefined): ModelMetal {
  return material && /silver|white/i.test(material) ? 'silver' : 'gold';
}

/**
 * 'View in 3D' over a piece's picture (issue 25, point 4), shown once its castable model exists.
 * It opens the 3D view in the dialog host; the viewer's code (and three.js) loads only then.
 */
export function ViewIn3dButton({ modelUrl, name, metal, onMetalChange, className }: {
  modelUrl: string | null | undefined;
  name: string;
  metal: ModelMetal;
  onMetalChange?: (metal: ModelMetal) => void;
  className?: string;
}) {
  if (!modelUrl) return null;
  return (
    <button
      type="button"
      data-testid="view-in-3d"
      aria-haspopup="dialog"
      onClick={() => openDialog('model', { url: modelUrl, name, metal, onMetalChange })}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-[2px] border border-hairline bg-pearl/95 px-3 font-sans text-[12px] font-medium uppercase tracking-[0.12em] sm:px-4 sm:text-[13px] sm:tracking-[0.14em] text-ink shadow-[0_2px_10px_rgba(17,17,17,0.06)] transition-colors duration-200 hover:border-gold hover:text-gold-deep',
        className,
      )}
    >
      <Rotate3d size={18} strokeWidth={1.5} aria-hidden />
      {viewIn3dLabel}
    </button>
  );
}
