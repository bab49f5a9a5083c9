// apollo-upload-client 20 ships JSDoc-typed .mjs without declarations; this is the part we use.
declare module "apollo-upload-client/UploadHttpLink.mjs" {
  import { ApolloLink } from "@apollo/client";

  export type UploadHttpLinkOptions = {
    uri?: string;
    headers?: Record<string, string>;
    credentials?: RequestCredentials;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
  };

  // The module's only export is the default one.
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
