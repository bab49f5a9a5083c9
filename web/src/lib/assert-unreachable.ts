// Compile-time exhaustiveness check for switch statements over unions.
export const assertUnreachable = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
