import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { TitledRow } from '../../db/row';
import { OpportunityType } from './opportunity-type';
import { Cacheable } from '../../graphql/cacheable';
import { Scope } from '../../graphql/scope-directive';

// GraphQL uses short names; SPEC.md's JSON names map as: opportunityType -> type,
// opportunityDescription -> description, opportunityLink -> link,
// opportunityDate.openingDate / .closingDate -> openingDate / closingDate.
@ObjectType({ description: 'A bursary, hackathon, internship or job. `status` is computed when asked.' })
@Entity('opportunities')
@Scope('read:courses')
export class Opportunity extends TitledRow {
  @Cacheable()
  @Field(() => OpportunityType)
  @Column({ type: 'varchar' })
  type: OpportunityType;

  @Cacheable()
  @Field({ description: 'An http(s) URL, or the text "Link not available".' })
  @Column({ type: 'varchar' })
  link: string;

  @Cacheable()
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  openingDate: Date | null;

  @Cacheable()
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  closingDate: Date | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
