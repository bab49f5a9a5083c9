import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity } from 'typeorm';
import { CreatedRow, Row } from '../../db/row';

export type OutboxStatus = 'pending' | 'sent' | 'failed';
// 'welcome' was sent at signup before addresses were confirmed: older rows keep it.
export type MailKind = 'contact-reply' | 'password-reset' | 'welcome' | 'email-changed' | 'signup-confirm' | 'signup-existing';

export enum DeliveryStatus {
  QUEUED = 'QUEUED',
  SENT = 'SENT',
  FAILED = 'FAILED',
}

/**
 * Where a message's e-mail is, as both transports report it: QUEUED until the outbox row says
 * otherwise (also while the row is not there yet), with when it was accepted and why it is not.
 */
export const deliveryOf = (mail: Pick<OutboxEmail, 'deliveryStatus' | 'deliveredAt' | 'deliveryError'> | null | undefined) => ({
  deliveryStatus: mail?.deliveryStatus ?? DeliveryStatus.QUEUED,
  deliveredAt: mail?.deliveredAt ?? null,
  deliveryError: mail?.deliveryError ?? null,
});

registerEnumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  description: 'QUEUED: waiting to be sent (or to be tried again); SENT: the mail server accepted it; FAILED: given up, see the error.',
});

/**
 * An e-mail to send, written in the transaction of whatever causes it together with the
 * `email.send` job that delivers it; the job records the outcome here. Not exposed as such.
 */
@Entity('email_outbox')
export class OutboxEmail extends CreatedRow {
  @Column({ type: 'varchar', default: 'contact-reply' })
  kind: MailKind;

  @Column()
  toAddress: string;

  @Column()
  subject: string;

  // The plain-text body.
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'varchar', default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'uuid', nullable: true })
  contactReplyId: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  // Why the last try did not deliver it (while queued: why it is waiting; once failed: why it failed).
  @Column({ type: 'varchar', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** The outcome as people read it: one place, for both transports and the screens. */
  get deliveryStatus(): DeliveryStatus {
    if (this.status === 'sent') return DeliveryStatus.SENT;
    if (this.status === 'failed') return DeliveryStatus.FAILED;
    return DeliveryStatus.QUEUED;
  }

  /** When it was delivered (SENT) or given up (FAILED). */
  get deliveredAt(): Date | null {
    return this.status === 'sent' ? this.sentAt : null;
  }

  get deliveryError(): string | null {
    return this.status === 'sent' ? null : this.lastError;
  }
}

@ObjectType({ description: 'A mail the development mailbox caught (no SMTP_URL outside production). Admins only.' })
@Entity('dev_mailbox')
export class DevMail extends Row {
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  messageId: string | null;

  @Field({ description: 'The From header.' })
  @Column()
  sender: string;

  @Field({ description: 'Every recipient, comma-separated.' })
  @Column()
  recipients: string;

  @Field()
  @Column()
  subject: string;

  @Field()
  @Column({ type: 'text' })
  text: string;

  @Field(() => String, { nullable: true, description: 'The HTML body, to show in a sandboxed frame.' })
  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
