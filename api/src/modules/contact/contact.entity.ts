import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A message sent through the contact form. Only admins can read one back.' })
@Entity('contact_messages')
export class ContactMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ description: "An admin's reply to a contact message." })
@Entity('contact_replies')
export class ContactReply {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  messageId: string;

  // Null once the author's account is deleted: the reply itself stays.
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Field()
  @Column({ type: 'text' })
  body: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
