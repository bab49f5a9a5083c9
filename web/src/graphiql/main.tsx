// Monaco needs its web workers registered before any editor mounts; this is the graphiql package's Vite setup.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQLPage } from "./GraphiQLPage";

const container = document.getElementById("graphiql");
if (!container) throw new Error("graphiql.html is missing #graphiql");

createRoot(container).render(
  <StrictMode>
    <GraphiQLPage />
  </StrictMode>,
);
