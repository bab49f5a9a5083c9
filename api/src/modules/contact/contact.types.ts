import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf, SearchConnectionArgs } from '../../graphql/pagination';
import { ContactMessage } from './contact.entity';

@ObjectType()
export class ContactMessageConnection extends ConnectionOf(ContactMessage) {}

@ArgsType()
export class ContactMessageListArgs extends SearchConnectionArgs('Trimmed; matches name, email or message, case-insensitively.') {}

@InputType({ description: 'Signed in: only `message` is read, name and email come from the account. Anonymous: all three are required.' })
export class ContactMessageInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field()
  message: string;
}
