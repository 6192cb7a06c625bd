export const TIMES_OF_DAY = ['Morning', 'Evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface PairDto {
  /** Digits only, leading zeros kept ("047"). May be empty when only the other number is given. */
  number1: string;
  number2: string;
  priority: number;
}

export interface PredictionBatchDto {
  _id: string;
  /** Calendar day YYYY-MM-DD in APP_TIMEZONE. */
  date: string;
  timeOfDay: TimeOfDay;
  sharedContent: string;
  predictions: PairDto[];
  alternatives: PairDto[];
  /** ISO instant the batch was published (or last edited). */
  timestamp: string;
  archived: boolean;
}
