import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const config = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%" },
  },
  theme: {
    semanticTokens: {
      colors: {
        // teal.600 behind white text fails WCAG AA contrast; the brand buttons use teal.700.
        teal: { solid: { value: "{colors.teal.700}" } },
        // red.500 error text on white fails WCAG AA contrast (3.8:1); red.600 passes.
        fg: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
