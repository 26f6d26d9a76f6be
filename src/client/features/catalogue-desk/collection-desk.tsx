import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeskCollection } from '@shared/contracts/catalogue-desk';
import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { DeskHeader, DeskSection, DeskTitle } from '../../components/layout/desk-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { EditCollectionDialog } from './edit-collection-dialog';

/** One collection: its cover, name, description and pieces, Edit and its history. */
function CollectionCard({ collection, history }: { collection: DeskCollection; history: (id: string) => ReactNode }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col border border-hairline bg-pearl" data-testid="desk-collection" data-collection-id={collection.id}>
      <div className="flex gap-4 p-4">
        <DesignImage src={collection.imageUrl} alt={collection.imageUrl ? collection.name : text.noCover} className="size-24 shrink-0 border border-hairline/70 sm:size-28" />
        <div className="min-w-0 flex-1">
          <p className="break-words font-display text-[22px] font-medium leading-tight text-ink" data-testid="desk-collection-name">{collection.name}</p>
          <p className="mt-1 font-sans text-xs uppercase tracking-[0.14em] text-graphite">{text.collectionPieces(collection.designCount, collection.publicCount)}</p>
          <p className="mt-2 line-clamp-3 whitespace-pre-line break-words font-sans text-[13px] leading-snug text-graphite" data-testid="desk-collection-description">{collection.description}</p>
        </div>
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2 border-t border-hairline p-3">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)} data-testid="desk-collection-edit">{text.editCollection}</Button>
        <Link to={`/collections/${collection.id}`} className={buttonClasses('ghost', 'sm')}>{text.view}</Link>
      </div>
      <div className="px-4 pb-2">{history(collection.id)}</div>
      {editing ? <EditCollectionDialog collection={collection} open={editing} onOpenChange={setEditing} /> : null}
    </li>
  );
}

/** The collections of the catalogue desk, in their order (issue 27, point 4). */
export function CollectionDesk({ collections, history }: { collections: DeskCollection[]; history: (id: string) => ReactNode }) {
  return (
    <DeskSection labelledBy="collection-desk-title" testId="collection-desk">
      <DeskHeader className="p-4 sm:p-6">
        <DeskTitle id="collection-desk-title">{text.collectionsHeading}</DeskTitle>
      </DeskHeader>
      <ul className="grid gap-4 p-4 sm:p-6 md:grid-cols-2 xl:grid-cols-3" aria-label={text.collectionsHeading}>
        {collections.map((collection) => <CollectionCard key={collection.id} collection={collection} history={history} />)}
      </ul>
    </DeskSection>
  );
}
