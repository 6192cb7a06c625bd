// The methods' names and sentences (docs/product.md, "Methods"), apart from shared/methods.ts
// (which holds the requests' zod schemas) so that the public pages naming them load no zod.

export const METHOD_IDS = ['hot', 'cold', 'mirror', 'sums', 'control'] as const;
export type MethodId = (typeof METHOD_IDS)[number];
/** What a set's `method` may be: a method, or `manual` when an admin typed its numbers. */
export const SET_METHODS = ['manual', ...METHOD_IDS] as const;
export type SetMethod = (typeof SET_METHODS)[number];

export interface MethodDto {
  id: MethodId;
  name: string;
  /** One plain sentence. */
  how: string;
}

/** GET /api/methods. */
export const METHODS: readonly MethodDto[] = [
  { id: 'hot', name: 'Hot', how: 'The numbers drawn most often in the last 365 days, the most recently drawn first where counts tie.' },
  { id: 'cold', name: 'Cold', how: 'The numbers that have gone longest without being drawn.' },
  { id: 'mirror', name: 'Mirror', how: 'The latest draws with 5 added to each digit (9 becomes 4), newest draw first.' },
  { id: 'sums', name: 'Sums', how: 'Numbers whose digit sum came up most often in the last 365 days.' },
  {
    id: 'control',
    name: 'Control',
    how: 'The first digits of a SHA-256 hash of the game, date, time of day and place, so no one can choose them and anyone can recompute them.',
  },
];

export const methodName = (id: string) => METHODS.find((m) => m.id === id)?.name ?? (id === 'manual' ? 'Typed by hand' : id);
