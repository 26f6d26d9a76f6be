/**
 * A member's bag answer (GET /api/cart and the reads that show only the bag and the catalogue), kept
 * per member under the bag stamp read with their session (auth.ts): the member's `bag_version` and
 * the catalogue's version, both bumped by triggers in the writing transaction. While the stamp is the
 * same, so is the answer. Protects the bag's figure on PostgreSQL, at least 0.3 of a bare server
 * (docs/performance.md), where the session check (shared by the requests arriving together) is the
 * one round trip left.
 */
import { KeptValues } from './kept-values';

/** Members whose bag answer one instance keeps; past it the kept answers start over. */
const MAX_KEPT_BAGS = 10_000;

export type BagAnswers = KeptValues<{ stamp: string; body: string }>;

export const createBagAnswers = (): BagAnswers => new KeptValues(MAX_KEPT_BAGS);
