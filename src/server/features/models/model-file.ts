import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PriceRates } from '../../providers/images/procedural';
import { write3mf, writeStl } from '../../providers/models/formats';
import { requestOf } from './request-of';
import { modelOf } from './model-of';

export type CasterFormat = 'stl' | '3mf';

/**
 * A design's model as the caster's printer takes it (binary STL or 3MF, millimetres), made on demand
 * from its stored inputs and never stored: the model is rebuilt (deterministic) and written, within a
 * second (docs/performance.md, "Models"). The order desk's download (issue 25, point 5) serves these.
 */
export async function designModelFile(db: Db, designId: string, format: CasterFormat, rates?: PriceRates): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const [row] = await db.select().from(designs).where(eq(designs.id, designId));
  if (!row) throw notFound('Design not found');
  const { model } = modelOf(requestOf(row), rates);
  const title = `${row.name} (${row.id})`;
  return format === 'stl'
    ? { bytes: writeStl(model.mesh, title), contentType: 'model/stl', fileName: `${row.id}.stl` }
    : { bytes: write3mf(model.mesh, title), contentType: 'model/3mf', fileName: `${row.id}.3mf` };
}
