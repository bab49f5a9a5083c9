import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { Opportunity } from './opportunity.entity';
import { OpportunityStatus } from './opportunity-status';
import { OpportunityType } from './opportunity-type';

@ObjectType()
export class OpportunityConnection extends ConnectionOf(Opportunity) {}

@ArgsType()
export class OpportunityListArgs extends ConnectionArgs {
  @Field(() => OpportunityStatus, { nullable: true, description: 'Only those with this status now; omitted lists all.' })
  status?: OpportunityStatus | null;
}

@ArgsType()
export class LatestOpportunitiesArgs {
  @Field(() => Int, { defaultValue: 2, description: 'At most 100.' })
  limit: number;
}

@InputType({ description: 'Title and description are trimmed and required. A blank link stores "Link not available".' })
export class NewOpportunityInput {
  @Field()
  title: string;

  @Field(() => OpportunityType, { nullable: true, description: 'Omitted: INTERNSHIP.' })
  type?: OpportunityType | null;

  @Field()
  description: string;

  @Field(() => String, { nullable: true, description: 'An http(s) URL; blank or null stores "Link not available".' })
  link?: string | null;

  @Field(() => Date, { nullable: true })
  openingDate?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Refused when before openingDate.' })
  closingDate?: Date | null;
}

@InputType({ description: 'Only the fields given change. null clears a link or a date; title and description cannot be emptied.' })
export class OpportunityPatch {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => OpportunityType, { nullable: true })
  type?: OpportunityType | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  link?: string | null;

  @Field(() => Date, { nullable: true })
  openingDate?: Date | null;

  @Field(() => Date, { nullable: true })
  closingDate?: Date | null;
}
