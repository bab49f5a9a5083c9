import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../db/row';

@ObjectType({ description: 'A message sent through the contact form. Only admins can read one back.' })
@Entity('contact_messages')
export class ContactMessage extends CreatedRow {
  @Field({ description: "The sender's name; from the account when signed in." })
  @Column()
  name: string;

  @Field({ description: "The sender's e-mail; from the account when signed in." })
  @Column()
  email: string;

  @Field()
  @Column({ type: 'text' })
  message: string;

  // The signed-in sender, if any (exposed through the `sender` field resolver).
  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @Field(() => Date, { nullable: true, description: 'When the latest reply was sent; null until replied.' })
  @Column({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @Field({ description: 'Whether an admin has replied.' })
  get replied(): boolean {
    return this.repliedAt !== null;
  }
}

@ObjectType({ description: "An admin's reply to a contact message." })
@Entity('contact_replies')
export class ContactReply extends CreatedRow {
  @Column({ type: 'uuid' })
  messageId: string;

  // Null once the author's account is deleted: the reply itself stays.
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Field()
  @Column({ type: 'text' })
  body: string;
}
