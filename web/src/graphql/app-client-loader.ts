// Loads the app's Apollo Client (app-client.tsx) on first use; the import is started at most once.
let appClientModule: Promise<typeof import("./app-client")> | null = null;

export const loadAppClient = (): Promise<typeof import("./app-client")> =>
  (appClientModule ??= import("./app-client"));

// Drops the app client's cached data. A client that was never loaded has nothing cached,
// so this does not load it.
export const clearAppClientStore = async (): Promise<void> => {
  if (!appClientModule) return;
  const { appClient } = await appClientModule;
  await appClient.clearStore();
};
