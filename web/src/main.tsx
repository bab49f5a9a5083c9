import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// Apollo Client is created on demand, by the first screen that needs data (graphql/ApolloBoundary).
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
