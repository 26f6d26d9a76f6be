import { useState } from 'react';
import type { DeskCollection, UpdateCollectionBody } from '@shared/contracts/catalogue-desk';
import { ADMIN_LIST_LIMIT_MAX, COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX } from '@shared/limits';
import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { TextAreaField, TextField } from '../../components/form/controls';
import { Bar } from '../../components/states/skeleton';
import { DesignImage } from '../../components/ui/design-image';
import { cn } from '../../lib/cn';
import { useDeskDesigns } from './api/desk-designs';
import { useUpdateCollection } from './api/update-collection';
import { DeskEditDialog } from './desk-edit-dialog';

/** The cover: one of the collection's public pieces (its newest hundred), chosen by its picture. */
function CoverPicker({ collection, value, onChange }: { collection: DeskCollection; value: string | null; onChange: (id: string) => void }) {
  const pieces = useDeskDesigns({ collection: collection.id, status: 'public', page: 1, limit: ADMIN_LIST_LIMIT_MAX });
  const designs = pieces.data?.designs ?? [];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">{text.coverLabel}</legend>
      <p className="font-sans text-sm text-graphite">{text.coverHint}</p>
      {pieces.isPending ? (
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">{[0, 1, 2, 3].map((i) => <Bar key={i} className="aspect-square" />)}</div>
      ) : designs.length === 0 ? (
        <p className="font-sans text-sm text-graphite">{text.noPieces}</p>
      ) : (
        <div role="radiogroup" aria-label={text.coverLabel} className="grid max-h-72 grid-cols-4 gap-2 overflow-y-auto p-1 sm:grid-cols-6">
          {designs.map((design) => (
            <button
              key={design.id}
              type="button"
              role="radio"
              aria-checked={value === design.id}
              aria-label={design.name}
              title={design.name}
              onClick={() => onChange(design.id)}
              className={cn('border-2 transition-colors', value === design.id ? 'border-gold' : 'border-transparent hover:border-hairline')}
              data-testid="cover-choice"
            >
              <DesignImage src={design.imageUrl} alt="" />
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** A collection's name, description and cover (issue 27, point 4); only what changed is sent. */
export function EditCollectionDialog({ collection, open, onOpenChange }: { collection: DeskCollection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [cover, setCover] = useState(collection.coverDesignId);
  const update = useUpdateCollection();

  const save = () => {
    const body: UpdateCollectionBody = {};
    if (name.trim() !== collection.name) body.name = name;
    if (description.trim() !== collection.description) body.description = description;
    if (cover && cover !== collection.coverDesignId) body.coverDesignId = cover;
    if (Object.keys(body).length === 0) return null;
    return update.mutateAsync({ id: collection.id, body }).then((saved) => text.collectionSaved(saved.name));
  };

  return (
    <DeskEditDialog title={text.editCollectionTitle} eyebrow={text.collectionsHeading} subject={collection.name} size="lg" testId="edit-collection" open={open} onOpenChange={onOpenChange} pending={update.isPending} onSave={save}>
      <TextField label={text.nameLabel} value={name} maxLength={COLLECTION_NAME_MAX} onChange={(e) => setName(e.target.value)} data-testid="edit-collection-name" />
      <TextAreaField label={text.collectionDescriptionLabel} value={description} maxLength={COLLECTION_DESCRIPTION_MAX} onChange={(e) => setDescription(e.target.value)} data-testid="edit-collection-description" />
      <CoverPicker collection={collection} value={cover} onChange={setCover} />
    </DeskEditDialog>
  );
}
