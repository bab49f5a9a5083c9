import { sqlMigration } from '../../../db/migration';

// The order a learner saw a shuffled quiz in, kept with the attempt; null: the tutor's order.
export const AttemptOrders1764000200000 = sqlMigration('AttemptOrders1764000200000', {
  up: [`ALTER TABLE quiz_attempts ADD COLUMN learner_order jsonb`],
  down: [`ALTER TABLE quiz_attempts DROP COLUMN learner_order`],
});
