import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { ContactMessage, ContactReply } from './contact.entity';
import { ContactLiveResolver } from './contact-live.resolver';
import { createContactLoaders } from './contact.loaders';
import { ContactMessageResolver, ContactReplyResolver } from './contact.resolver';
import { registerContactRoutes } from './contact.rest';
import { ContactService } from './contact.service';
import { ContactMessages1763700310000 } from './migrations/1763700310000-contact-messages';

// What this module adds to Services (named, since its factory reads Services itself).
type ContactServices = { contact: ContactService };

const services = (deps: Deps, { mail }: Pick<Services, 'mail'>): ContactServices => ({ contact: new ContactService(deps, mail) });

declare module '../module' {
  interface Services extends ContactServices {}
  interface Loaders extends ReturnType<typeof createContactLoaders> {}
}

export const contactModule = defineModule({
  name: 'contact',
  entities: [ContactMessage, ContactReply],
  // It also made the mail outbox (email_outbox), which the mail module owns since.
  migrations: [ContactMessages1763700310000],
  resolvers: [ContactMessageResolver, ContactReplyResolver, ContactLiveResolver],
  services,
  loaders: createContactLoaders,
  routes: registerContactRoutes,
});
