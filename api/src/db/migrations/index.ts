// Every migration, in order. Imported as classes, so they run from src (tests) and dist alike.
import { Users1763700000000 } from './1763700000000-users';
import { Courses1763700100000 } from './1763700100000-courses';

export const migrations = [Users1763700000000, Courses1763700100000];
