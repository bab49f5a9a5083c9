import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf, SearchConnectionArgs } from '../../graphql/pagination';
import { Activity, Chapter } from './activity.entity';
import { ChapterContent } from './chapter-content';

@ObjectType()
export class ActivityConnection extends ConnectionOf(Activity) {}

@ObjectType()
export class ChapterConnection extends ConnectionOf(Chapter) {}

@ArgsType()
export class ActivityListArgs extends SearchConnectionArgs("Trimmed; empty lists every activity. Matches title, description or the poster's name and surname, case-insensitively.") {}

@InputType({ description: 'Both trimmed and required ("Please fill in all fields"). The poster is the signed-in tutor.' })
export class ActivityInput {
  @Field()
  title: string;

  @Field()
  description: string;
}

@InputType({ description: 'All required ("Please fill in all fields").' })
export class ChapterInput {
  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => ChapterContent)
  content: ChapterContent;
}
