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
  },
};

export default config;
