import { sqlMigration } from '../../../db/migration';

export const Opportunities1763700300000 = sqlMigration('Opportunities1763700300000', {
  up: [
    `
      CREATE TABLE opportunities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        type varchar(20) NOT NULL DEFAULT 'Internship'
          CHECK (type IN ('Bursary', 'Heckathons', 'Internship', 'Full-time', 'Part-time')),
        description text NOT NULL,
        link varchar(2000) NOT NULL DEFAULT 'Link not available',
        opening_date timestamptz,
        closing_date timestamptz,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT opportunities_dates_order CHECK (closing_date IS NULL OR opening_date IS NULL OR closing_date >= opening_date)
      )`,
    // The list order (closing date, none last, then newest), and the status filters on closing date.
    `CREATE INDEX opportunities_closing_idx ON opportunities (closing_date ASC NULLS LAST, created_at DESC, id)`,
    `CREATE INDEX opportunities_opening_idx ON opportunities (opening_date)`,
    // latestOpportunities: the most recently created.
    `CREATE INDEX opportunities_created_at_idx ON opportunities (created_at DESC, id)`,
    `CREATE INDEX opportunities_created_by_idx ON opportunities (created_by_id)`,
  ],
  down: [
    `DROP TABLE opportunities`,
  ],
});
