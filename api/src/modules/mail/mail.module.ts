import type { Deps } from '../../shared/deps';
import { defineModule, type MailSetup } from '../module';
import { DevMail, OutboxEmail } from './mail.entity';
import { requeueEmailsJob, sendEmailJob } from './mail.jobs';
import { DevMailboxResolver } from './mail.resolver';
import { MailService } from './mail.service';
import { Mail1763800100000 } from './migrations/1763800100000-mail';

const services = (deps: Deps, _made: unknown, setup: MailSetup) => ({ mail: new MailService(deps, setup.transport, setup.devMailbox) });

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
}

export const mailModule = defineModule({
  name: 'mail',
  entities: [OutboxEmail, DevMail],
  // The mail migration also made the password_resets table, which the auth module reads.
  migrations: [Mail1763800100000],
  resolvers: [DevMailboxResolver],
  services,
  // Without a mail transport, mail jobs wait for an instance that has one.
  jobs: (queue, deps, made) => {
    const mail = made?.mail.configured ? made.mail : undefined;
    queue.register(sendEmailJob(deps.config.mailRetryDelaySeconds), mail && ((data, run) => mail.deliver(data.outboxId, run)));
    queue.register(requeueEmailsJob, mail && (async () => { await mail.requeueOrphans(); }));
  },
});
