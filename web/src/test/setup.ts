import "@testing-library/jest-dom";
import { defaultSystem } from "@chakra-ui/react";
import { configure } from "@testing-library/react";
import { system } from "../app/theme";

// Lazy pages and mocked queries resolve over several ticks; on a loaded CI machine
// the default 1 s wait for findBy* queries is too tight.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

afterEach(() => {
  window.localStorage.clear();
});

// app/theme.ts holds only the Chakra recipes the app uses; a component whose default recipe is left out
// would render unstyled without any error. Record such lookups and fail the test that made them.
// (Some components, like Text, ask for a recipe that Chakra's default theme does not have either.)
const missingRecipes = new Set<string>();
const getRecipeFn = system.getRecipeFn.bind(system);
const getSlotRecipeFn = system.getSlotRecipeFn.bind(system);
system.getRecipeFn = (key, fallback) => {
  if (!system.isRecipe(key) && defaultSystem.isRecipe(key)) missingRecipes.add(key);
  return getRecipeFn(key, fallback);
};
system.getSlotRecipeFn = (key, fallback) => {
  if (!system.isSlotRecipe(key) && defaultSystem.isSlotRecipe(key)) missingRecipes.add(key);
  return getSlotRecipeFn(key, fallback);
};

afterEach(() => {
  const missing = [...missingRecipes];
  missingRecipes.clear();
  if (missing.length) throw new Error(`Chakra recipes missing from app/theme.ts: ${missing.join(", ")}`);
});
