import { ImagePlus } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { CloseButton } from '../ui/close-button';

/** An optional image: a file button, then a preview with a Remove control. */
export function ImagePicker({
  label, hint, previewUrl, fileName, onSelect, onRemove, disabled, ref,
}: {
  label: string;
  hint?: ReactNode;
  previewUrl: string | null;
  fileName: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <span className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
        {label}
        <span className="ml-2 normal-case tracking-normal text-graphite">(optional)</span>
      </span>
      {previewUrl ? (
        <div className="flex items-center gap-4 rounded-[2px] border border-hairline bg-ivory p-3" data-testid="image-preview">
          <img src={previewUrl} alt={fileName ?? 'Selected image'} className="size-20 shrink-0 rounded-[2px] border border-hairline bg-pearl object-cover" />
          <p className="min-w-0 flex-1 truncate font-sans text-sm text-graphite">{fileName}</p>
          <CloseButton label="Remove image" onClick={onRemove} disabled={disabled} danger className="shrink-0" />
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex min-h-20 cursor-pointer items-center justify-center gap-3 rounded-[2px] border border-dashed border-hairline bg-ivory px-4 py-5 font-sans text-sm text-graphite transition-colors hover:border-gold hover:text-ink focus-within:border-gold focus-within:ring-2 focus-within:ring-gold/30"
        >
          <ImagePlus size={20} strokeWidth={1.5} aria-hidden />
          <span>Choose an image</span>
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={label}
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onSelect(file);
            }}
          />
        </label>
      )}
      {hint ? <p className="font-sans text-sm leading-snug text-graphite">{hint}</p> : null}
    </div>
  );
}
