import { useState } from 'react';
import type { DeskCollection, DeskDesign, UpdateDesignBody } from '@shared/contracts/catalogue-desk';
import { DESIGN_NAME_MAX, DESIGN_PRICE_MAX, DESIGN_PRICE_MIN } from '@shared/limits';
import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { formatPrice, silverPrice } from '@shared/pricing';
import { SelectField, TextField } from '../../components/form/controls';
import { useUpdateDesign } from './api/update-design';
import { DeskEditDialog } from './desk-edit-dialog';

/** A whole number of dollars in the desk's bounds, or null. */
function dollars(raw: string): number | null {
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isInteger(value) && value >= DESIGN_PRICE_MIN && value <= DESIGN_PRICE_MAX ? value : null;
}

/**
 * A design's name, gold price and collection (issue 27, point 4). Only what changed is sent; silver
 * follows at 65% by the shared rule, shown as the price is typed. A refusal is the server's sentence,
 * shown in the dialog, which stays open.
 */
export function EditDesignDialog({ design, collections, open, onOpenChange }: {
  design: DeskDesign;
  collections: DeskCollection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState(design.name);
  const [price, setPrice] = useState(String(design.price));
  const [collection, setCollection] = useState(collections.find((c) => c.category === design.category)?.id ?? design.category);
  const update = useUpdateDesign();
  const gold = dollars(price);

  const save = () => {
    const body: UpdateDesignBody = {};
    if (name.trim() !== design.name) body.name = name;
    // A price that is not a number goes as null, for the server's own sentence.
    if (price.trim() !== String(design.price)) body.price = price.trim() === '' ? Number.NaN : Number(price);
    if (collection !== design.category) body.collection = collection;
    if (Object.keys(body).length === 0) return null;
    return update.mutateAsync({ id: design.id, body }).then((saved) => text.saved(saved.name));
  };

  return (
    <DeskEditDialog title={text.editTitle} eyebrow={design.source === 'catalogue' ? text.seeded : text.generated} subject={design.name} size="sm" testId="edit-design" open={open} onOpenChange={onOpenChange} pending={update.isPending} onSave={save}>
      <TextField label={text.nameLabel} value={name} maxLength={DESIGN_NAME_MAX} onChange={(e) => setName(e.target.value)} data-testid="edit-design-name" />
      <TextField
        label={text.priceLabel}
        value={price}
        inputMode="numeric"
        onChange={(e) => setPrice(e.target.value)}
        hint={gold !== null ? text.silverFollows(formatPrice(silverPrice(gold))) : text.priceRange}
        data-testid="edit-design-price"
      />
      <SelectField
        label={text.collectionFieldLabel}
        value={collection}
        onChange={(e) => setCollection(e.target.value)}
        options={collections.map((c) => ({ value: c.id, label: c.name }))}
        data-testid="edit-design-collection"
      />
    </DeskEditDialog>
  );
}
