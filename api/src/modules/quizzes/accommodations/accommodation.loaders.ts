import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { type Accommodation, type AccommodationKey, accommodationsOf, keyOf } from './terms';

// Per request: the accommodation that applies to each learner and quiz, for any number of quizzes in one statement.
export function createAccommodationLoaders(dataSource: DataSource) {
  return {
    accommodationByQuiz: new DataLoader<AccommodationKey, Accommodation | null, string>(
      async (keys) => {
        const found = await accommodationsOf(dataSource, keys);
        return keys.map((key) => found.get(keyOf(key)) ?? null);
      },
      { cacheKeyFn: keyOf },
    ),
  };
}
