import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql is emitted from the API code; web operations live beside their feature.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/graphql/__generated__/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: {
          DateTimeISO: "string",
          Upload: "File",
        },
      },
    },
    // Fragments on interfaces (`ListEnd on Connection`) match cached objects only when the cache
    // knows which types implement them: graphql/cache.ts passes this to InMemoryCache.
    "web/src/graphql/__generated__/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    // StrictTypedTypePolicies: graphql/cache.ts types its policies by the schema's types and fields.
    "web/src/graphql/__generated__/type-policies.ts": {
      plugins: ["typescript-apollo-client-helpers"],
      config: { useTypeImports: true },
    },
  },
};

export default config;
