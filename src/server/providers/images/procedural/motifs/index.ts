import { animalMotifs } from './animals';
import { hobbyMotifs } from './hobbies';
import { natureMotifs } from './nature';
import { scienceMotifs } from './science';
import { skyMotifs } from './sky';
import { symbolMotifs } from './symbols';
import type { Motif } from './types';

export type { Motif, Part } from './types';

/** Every drawn motif, by id. */
export const MOTIFS: readonly Motif[] = [...skyMotifs, ...animalMotifs, ...natureMotifs, ...symbolMotifs, ...scienceMotifs, ...hobbyMotifs];

const byId = new Map(MOTIFS.map((m) => [m.id, m]));

export function motifById(id: string): Motif | undefined {
  return byId.get(id);
}

const bySubject = new Map(MOTIFS.flatMap((m) => m.subjects.map((s) => [s, m] as const)));

/** The hand drawing made for a library subject, if there is one. */
export function handMotifFor(subjectId: string): Motif | undefined {
  return bySubject.get(subjectId);
}
