import { sql } from 'drizzle-orm';
import { apiDocs, healthz } from '@shared/contracts/system';
import type { App } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';

export function systemRoutes(app: App) {
  route(app, healthz, async () => {
    try {
      await app.ctx.database.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'The database is not answering.');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  route(app, apiDocs, () => app.swagger() as unknown as Record<string, unknown>);
}
