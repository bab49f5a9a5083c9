import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { PaperType } from './paper-type';

@ObjectType({ description: 'A past paper: a required PDF and an optional cover image.' })
@Entity('papers')
export class Paper {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column()
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => PaperType)
  @Column({ type: 'varchar' })
  paperType: PaperType;

  // Exposed as `pdf` and `image` (StoredFile) by the resolver.
  @Column({ type: 'uuid' })
  pdfFileId: string;

  @Column({ type: 'uuid', nullable: true })
  imageFileId: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
