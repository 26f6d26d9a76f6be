import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';

// Operational calls the spec does not name (issue 2).

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthz = endpoint({
  ...routes.healthz, access: 'public',
  summary: 'Liveness and database check for load balancers (503 when the database does not answer)',
  response: HealthResponse,
});
export const apiDocs = endpoint({
  ...routes.apiDocs, access: 'public',
  summary: 'The OpenAPI document generated from these contracts',
  response: z.record(z.string(), z.unknown()),
});

export const systemEndpoints = [healthz, apiDocs] as const;
