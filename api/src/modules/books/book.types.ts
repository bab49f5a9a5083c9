import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A free programming book from the books service.' })
export class Book {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  subtitle: string | null;

  @Field(() => String, { nullable: true, description: 'As the service gives them, e.g. "Jane Doe, John Roe".' })
  authors: string | null;

  @Field(() => String, { nullable: true, description: 'Cover image URL.' })
  image: string | null;

  @Field(() => String, { nullable: true, description: 'Where to download or view the book.' })
  url: string | null;
}
