import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { Paper } from './paper.entity';
import { PaperType } from './paper-type';

@ObjectType()
export class PaperConnection extends ConnectionOf(Paper) {}

@ArgsType()
export class PaperListArgs extends ConnectionArgs {
  @Field(() => PaperType, { nullable: true, description: 'Only papers of this type.' })
  type?: PaperType | null;
}

@InputType({ description: 'Title and description are trimmed; an empty one is refused: "Title and description are required".' })
export class PaperInput {
  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => PaperType, { nullable: true, description: 'Default TEST on upload; unchanged on edit when omitted.' })
  paperType?: PaperType | null;
}
