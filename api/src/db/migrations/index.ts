// Every migration, in order. Imported as classes, so they run from src (tests) and dist alike.
import { Users1763700000000 } from './1763700000000-users';
import { Courses1763700100000 } from './1763700100000-courses';
import { Files1763700200000 } from './1763700200000-files';
import { Papers1763700210000 } from './1763700210000-papers';
import { Opportunities1763700300000 } from './1763700300000-opportunities';
import { ContactMessages1763700310000 } from './1763700310000-contact-messages';
import { Activities1763700400000 } from './1763700400000-activities';
import { Quizzes1763700410000 } from './1763700410000-quizzes';
import { QuizAttempts1763700420000 } from './1763700420000-quiz-attempts';
import { UserAvatars1763700500000 } from './1763700500000-user-avatars';
import { RateLimits1763800000000 } from './1763800000000-rate-limits';
import { Mail1763800100000 } from './1763800100000-mail';
import { PagingIndexes1763900000000 } from './1763900000000-paging-indexes';

export const migrations = [Users1763700000000, Courses1763700100000, Files1763700200000, Papers1763700210000, Opportunities1763700300000, ContactMessages1763700310000, Activities1763700400000, Quizzes1763700410000, QuizAttempts1763700420000, UserAvatars1763700500000, RateLimits1763800000000, Mail1763800100000, PagingIndexes1763900000000];
